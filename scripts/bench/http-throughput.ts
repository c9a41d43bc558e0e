import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { DEMO_PLAYER, seed } from '../../server/db/seed';
import { MerchantDirectory } from '../../server/modules/merchant/directory';

export interface ThroughputReport {
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
 * next to a bare Fastify route answering JSON of the same size, all in one process on loopback.
 * The platform runs as `npm start` runs it (PGlite, sandbox), with request logging off.
 */
export async function measureThroughput(seconds = 5, connections = 10): Promise<ThroughputReport> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-'));
  const db = await openPglite(path.join(dataDir, 'pglite'));
  await migrate(db);
  const config = loadConfig({ APP_MODE: 'sandbox', DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '10000000', WEB_DIR: '/nonexistent' });
  await seed(db, config);
  const app = await buildApp({ config, db, merchants: new MerchantDirectory(db) });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

  const login = await fetch(`${base}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO_PLAYER.username, password: DEMO_PLAYER.password }),
  });
  const token = ((await login.json()) as { value: { token: string } }).value.token;
  const statusBody = await (await fetch(`${base}/wps/system/status`)).text();

  const bare = Fastify();
  const payload = JSON.parse(statusBody) as unknown;
  bare.get('/bare', async () => payload);
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/bare`;

  try {
    const bareRps = await measure(bareUrl, seconds, connections);
    const statusRps = await measure(`${base}/wps/system/status`, seconds, connections);
    const walletRps = await measure(`${base}/wps/wallets/gcs`, seconds, connections, { authorization: `Bearer ${token}` });
    return { seconds, connections, bare: bareRps, status: statusRps, wallet: walletRps };
  } finally {
    await bare.close();
    await app.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
