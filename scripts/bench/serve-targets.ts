// Child process of the throughput bench: starts the platform (as `npm start` runs it, with
// request logging off) and a bare Fastify route answering the same JSON, then prints where
// they listen. Kept apart from the load generator so the two do not share one event loop.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { migrate } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/open';
import { openScratchPostgres } from '../../server/db/scratch';
import { DEMO_PLAYER, seed } from '../../server/db/seed';
import { createContext } from '../../server/context';

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-'));
const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
const config = loadConfig({ APP_MODE: 'sandbox', DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '10000000', WEB_DIR: '/nonexistent' });
const db = databaseUrl ? await openScratchPostgres(databaseUrl, 'bench') : await openDatabase(config);
await migrate(db);
await seed(db, config);
const app = await buildApp(createContext(config, db));
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

const login = await app.inject({ method: 'POST', url: '/wps/session/login', payload: { username: DEMO_PLAYER.username, password: DEMO_PLAYER.password } });
const token = (login.json() as { value: { token: string } }).value.token;
const statusPayload = (await app.inject({ url: '/wps/system/status' })).json() as unknown;

const bare = Fastify();
bare.get('/bare', async () => statusPayload);
await bare.listen({ host: '127.0.0.1', port: 0 });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/bare`;

process.stdout.write(`${JSON.stringify({ base, bareUrl, token, dialect: db.dialect })}\n`);
process.stdin.resume();
process.stdin.on('end', async () => {
  await bare.close();
  await app.close();
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
