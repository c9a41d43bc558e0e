import { PgBoss } from 'pg-boss';
import type { Db, Queryable } from '../db/types';
import { bossConnection } from './connection';
import { JobFailedError, safeError, storedMessage } from './errors';
import { jobIdFor } from './job-id';
import { FAILED_QUEUE, FAILED_QUEUE_OPTIONS, queueOptions } from './settings';
import { transactionDb } from './transaction-db';
import { workEach } from './worker';

export type JobData = Record<string, unknown>;

/**
 * The attempt a handler is running: `id` is stable across retries (usable as an idempotency key);
 * `signal` aborts when the attempt's timeout passes.
 */
export interface JobAttempt {
  id: string;
  /** 1 on the first run. */
  attempt: number;
  signal: AbortSignal;
}

export type JobHandler = (data: JobData, job: JobAttempt) => Promise<void>;

export interface SendOptions {
  /**
   * Deduplicates: the same name+key adds nothing while a job with that key exists (queued, active,
   * failed, or completed and not yet deleted: 7 days).
   */
  key?: string;
  /** Starts the job this many seconds later (seen at the next poll). */
  delaySeconds?: number;
  /** A Queryable from db.transaction: the job is written in that transaction and exists only if it commits. */
  tx?: Queryable;
}

export interface WorkOptions {
  /** Jobs of this name run in parallel in this process (default 1). */
  concurrency?: number;
  /** Retries after the first attempt before the job fails for good (default 3). Applies to jobs sent after work() is called. */
  retryLimit?: number;
  /** How long an attempt may run before it counts as lost and is retried, also when its process died (default 300). */
  timeoutSeconds?: number;
}

export interface JobQueue {
  /**
   * Enqueue a job. With `tx` the job is written in the caller's transaction. On PGlite a send in a
   * transaction needs the queue to exist already (work(), schedule() or an earlier send made it):
   * creating it would need PGlite's one connection, which the transaction holds.
   */
  send(name: string, data: JobData, options?: SendOptions): Promise<void>;
  /**
   * Runs handler for each job of `name`; a throw retries it with backoff, then fails it and tells
   * onError. At-least-once: handlers must be idempotent.
   */
  work(name: string, handler: JobHandler, options?: WorkOptions): Promise<void>;
  /** Sends a job `name` on a cron schedule (minute resolution, UTC unless `tz`), once across all processes. */
  schedule(name: string, cron: string, options?: { tz?: string }): Promise<void>;
  /**
   * Stops fetching, lets running handlers finish (failing, for a retry, any still running after
   * timeoutSeconds, default 30) and closes pg-boss's own pool. Never closes the app's Db.
   */
  stop(options?: { timeoutSeconds?: number }): Promise<void>;
}

export interface JobQueueOptions {
  /** Schema of the queue's tables: default `pgboss`, or `<scratch>_jobs` on a scratch PostgreSQL schema. */
  schema?: string;
  /** Hears pg-boss's own errors (made safe to log) and every job that failed for good (JobFailedError). */
  onError: (error: unknown) => void;
  /** Backstop poll in seconds (default 1, at least 0.5). NOTIFY starts new jobs at once; delayed jobs and retries wait for a poll. */
  pollSeconds?: number;
  /** How often the queue looks for attempts past their timeout (default 30; pg-boss lets one process do it each time). */
  superviseSeconds?: number;
  /**
   * Whether this process takes part in pg-boss's background duties (default true; at least one
   * process must): handing out again the jobs of dead workers, deleting old jobs, sending the cron
   * schedules' jobs, the instance registry. Tests that need none of them pass false: a cheaper
   * start, and no background queries on PGlite's one connection.
   */
  maintenance?: boolean;
}

/** pg-boss's durable queue on the app's own database (PGlite or PostgreSQL). */
export async function startJobQueue(db: Db, options: JobQueueOptions): Promise<JobQueue> {
  const { options: connection } = bossConnection(db, options.schema);
  const pollSeconds = options.pollSeconds ?? 1;
  const boss = new PgBoss({
    ...connection,
    // Wake workers on send: in-process on PGlite, a dedicated LISTEN connection on PostgreSQL.
    useListenNotify: true,
    // Expiry runs in the supervise pass, but only for queues whose monitor claim (monitorIntervalSeconds) is due: both set it.
    superviseIntervalSeconds: options.superviseSeconds ?? 30,
    monitorIntervalSeconds: options.superviseSeconds ?? 30,
    // No OpenTelemetry SDK in this server: spare the start-up query and the per-job bookkeeping.
    openTelemetry: { enabled: false },
    ...(options.maintenance === false ? { supervise: false, schedule: false, registerInstance: false } : {}),
  });
  // Listened to before start: an 'error' event with no listener would throw.
  boss.on('error', (error) => options.onError(safeError(error)));
  // Queues known to exist: pg-boss has them cached, so a send in a transaction needs no second connection.
  const existing = new Set<string>();
  const creating = new Map<string, Promise<void>>();
  try {
    await boss.start();
    for (const queue of await boss.getQueues()) existing.add(queue.name);
    if (!existing.has(FAILED_QUEUE)) await boss.createQueue(FAILED_QUEUE, FAILED_QUEUE_OPTIONS);
    existing.add(FAILED_QUEUE);
    await workEach(boss, FAILED_QUEUE, { concurrency: 1, pollSeconds, includeMetadata: true }, async (job) => {
      const attempts = (job.sourceRetryCount ?? 0) + 1;
      options.onError(new JobFailedError(job.sourceName ?? 'unknown', job.sourceId ?? job.id, attempts, storedMessage(job.sourceOutput)));
    });
  } catch (error) {
    await boss.stop({ graceful: false }).catch(() => undefined);
    throw safeError(error);
  }

  const ensureQueue = async (name: string): Promise<void> => {
    if (existing.has(name)) return;
    let made = creating.get(name);
    if (!made) {
      // Created with the defaults; a worker's own settings follow in work(). A no-op if another process made it.
      made = boss.createQueue(name, queueOptions()).finally(() => creating.delete(name));
      creating.set(name, made);
    }
    await made;
    existing.add(name);
  };

  const reserved = (name: string) => {
    if (name === FAILED_QUEUE) throw new Error(`${FAILED_QUEUE} is the job queue's own`);
  };
  let stopping: Promise<void> | undefined;

  return {
    async send(name, data, sendOptions = {}) {
      reserved(name);
      const { key, delaySeconds, tx } = sendOptions;
      if (key === '') throw new Error('a job key cannot be empty');
      if (tx && db.dialect === 'pglite' && !existing.has(name)) {
        throw new Error(`job queue ${name} does not exist yet: call work() or schedule() for it before sending in a transaction`);
      }
      await ensureQueue(name);
      await boss.send(name, data, {
        ...(key !== undefined ? { id: jobIdFor(name, key) } : {}),
        ...(delaySeconds ? { startAfter: delaySeconds } : {}),
        ...(tx ? { db: transactionDb(tx) } : {}),
      });
    },

    async work(name, handler, workOptions = {}) {
      reserved(name);
      const settings = queueOptions(workOptions);
      await ensureQueue(name);
      // The queue may predate this worker (a send, another process, an older release): it takes the worker's settings.
      await boss.updateQueue(name, settings);
      await workEach(boss, name, { concurrency: workOptions.concurrency ?? 1, pollSeconds }, (job) =>
        handler(job.data as JobData, { id: job.id, attempt: job.retryCount + 1, signal: job.signal }),
      );
    },

    async schedule(name, cron, scheduleOptions = {}) {
      reserved(name);
      await ensureQueue(name);
      await boss.schedule(name, cron, {}, { tz: scheduleOptions.tz ?? 'UTC' });
    },

    stop({ timeoutSeconds = 30 } = {}) {
      stopping ??= boss.stop({ graceful: true, close: true, timeout: timeoutSeconds * 1000 });
      return stopping;
    },
  };
}
