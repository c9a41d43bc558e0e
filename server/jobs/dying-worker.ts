/**
 * A worker process for processes.test.ts to kill: it takes one job of `fragile` and never finishes
 * it. Run as `node --import tsx server/jobs/dying-worker.ts <database url> <queue schema>`; it
 * prints `ready` once it works the queue and `took` when it holds the job.
 */
import { openPostgres } from '../db/postgres';
import { startJobQueue } from './queue';

const [url, schema] = process.argv.slice(2);
if (!url || !schema) throw new Error('usage: dying-worker.ts <database url> <queue schema>');
const db = openPostgres(url);
const queue = await startJobQueue(db, { schema, onError: () => undefined, pollSeconds: 0.5 });
await queue.work(
  'fragile',
  async () => {
    process.stdout.write('took\n');
    await new Promise(() => undefined);
  },
  { timeoutSeconds: 2 },
);
process.stdout.write('ready\n');
