import autocannon from 'autocannon';
import { startTargets } from './targets';

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
  const { targets, stop } = await startTargets(databaseUrl);
  try {
    const bare = await measure(targets.bareUrl, seconds, connections);
    const status = await measure(`${targets.base}/wps/system/status`, seconds, connections);
    const wallet = await measure(`${targets.base}/wps/wallets/gcs`, seconds, connections, { authorization: `Bearer ${targets.token}` });
    return { dialect: targets.dialect, seconds, connections, bare, status, wallet };
  } finally {
    await stop();
  }
}
