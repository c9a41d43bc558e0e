// Child process of the benchmarks: starts the platform (as `npm start` runs it, with request
// logging off) and a bare Fastify route answering the same JSON, optionally funds players for
// the seamless-wallet bench, then prints where they listen; at the end it prints the ledger's
// invariants. Kept apart from the load generator so the two do not share one event loop.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import Fastify from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { migrate } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/open';
import { POOL_SIZE } from '../../server/db/postgres';
import { openScratchPostgres } from '../../server/db/scratch';
import { DEMO_PLAYER, seed } from '../../server/db/seed';
import { createContext } from '../../server/context';
import { ensureSystemAccount } from '../../server/ledger/ledger';
import { insertSession } from '../../server/modules/session/repository';
import { issueGameToken, walletUser } from '../../server/modules/seamless/game-tokens';
import { readWalletInvariants } from './invariants';
import { fundedMember } from './sandbox';

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-'));
const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
// The login protections (encrypted body, proof of work) are not what these figures measure.
const config = loadConfig({
  APP_MODE: 'sandbox',
  DATA_DIR: dataDir,
  RATE_LIMIT_PER_MINUTE: '10000000',
  WEB_DIR: '/nonexistent',
  LOGIN_ENCRYPTION: 'optional',
  HUMAN_CHECK: 'off',
});
const db = databaseUrl ? await openScratchPostgres(databaseUrl, 'bench', { max: POOL_SIZE }) : await openDatabase(config);
await migrate(db);
await seed(db, config);
const app = await buildApp(createContext(config, db));
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

const login = await app.inject({
  method: 'POST',
  url: '/wps/session/login',
  payload: { username: DEMO_PLAYER.username, password: DEMO_PLAYER.password },
});
const token = (login.json() as { value: { token: string } }).value.token;
const statusPayload = (await app.inject({ url: '/wps/system/status' })).json() as unknown;

const bare = Fastify();
bare.get('/bare', async () => statusPayload);
await bare.listen({ host: '127.0.0.1', port: 0 });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/bare`;

const players = process.env.BENCH_PARTNER_KEY
  ? await walletPlayers(Number(process.env.BENCH_PLAYERS ?? 100), process.env.BENCH_PARTNER_KEY)
  : [];

/** Players for the seamless-wallet bench: funded through the ledger, each with a game token. */
async function walletPlayers(count: number, publicKeyPem: string) {
  await db.query(`INSERT INTO wallet_partners (code, name, public_key_pem) VALUES ('bench', 'Bench', $1)`, [publicKeyPem]);
  const gateway = await ensureSystemAccount(db, 'gateway', 'PHP');
  const list = [];
  for (let i = 0; i < count; i++) {
    const member = await fundedMember(db, {
      merchantCode: config.merchantCode,
      username: `bench${i}`,
      gateway,
      amount: 10_000_000,
      idempotencyKey: `bench-fund-${i}`,
    });
    const sessionHash = `bench-session-${i}`;
    await insertSession(db, { tokenHash: sessionHash, memberId: member.id, absoluteHours: 24, ip: '127.0.0.1' });
    list.push({
      user: walletUser(member.id),
      token: await issueGameToken(db, { memberId: member.id, sessionHash, partnerCode: 'bench', gameCode: 'bench-slot', currency: 'PHP' }),
    });
  }
  return list;
}

process.stdout.write(`${JSON.stringify({ base, bareUrl, token, dialect: db.dialect, players })}\n`);
// A line "analyze" gathers the planner's statistics over this run's tables (see wallet-throughput.ts).
createInterface({ input: process.stdin }).on('line', async (line) => {
  if (line !== 'analyze') return;
  const tables = await db.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`);
  await db.exec(`ANALYZE ${tables.map((t) => `"${t.name}"`).join(', ')}`);
  process.stdout.write('analyzed\n');
});
process.stdin.on('end', async () => {
  process.stdout.write(`${JSON.stringify(await readWalletInvariants(db, 'bench'))}\n`);
  await bare.close();
  await app.close();
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
