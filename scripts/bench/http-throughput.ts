import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

export interface ThroughputReport {
  dialect: string;
  seconds: number;
  connections: number;
  bare: number;
  status: number;
  wallet: number;
}

async function measure(url: string, seconds: number, connections: number, headers: Record<string, string> = {}): Promise<number> {
  const result = await autocannon({ url, duration: seconds, connections, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

/**
 * Requests per second of GET /wps/system/status and GET /wps/wallets/gcs (with a session),
 * next to a bare Fastify route answering JSON of the same size, in the same run. The servers
 * run in a child process; this process generates the load over loopback.
 */
export async function measureThroughput(seconds: number, databaseUrl?: string, connections = 10): Promise<ThroughputReport> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'serve-targets.ts')], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl ?? '' },
  });
  const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
  const { base, bareUrl, token, dialect } = JSON.parse(line) as { base: string; bareUrl: string; token: string; dialect: string };
  try {
    const bare = await measure(bareUrl, seconds, connections);
    const status = await measure(`${base}/wps/system/status`, seconds, connections);
    const wallet = await measure(`${base}/wps/wallets/gcs`, seconds, connections, { authorization: `Bearer ${token}` });
    return { dialect, seconds, connections, bare, status, wallet };
  } finally {
    child.stdin.end();
    await once(child, 'exit');
  }
}
