// Where a seamless-wallet round trip spends its time (issue 16), one step at a time, in one process:
// the statements each call sends, one database round trip, the signature check, the JSON, the
// wallet's own work without HTTP, and the whole call over loopback HTTP. Runs in `npm run bench`;
// alone: `node --import tsx scripts/bench/wallet-steps.ts` (PostgreSQL when TEST_DATABASE_URL is set).
import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../server/app';
import { createContext } from '../../server/context';
import { seed } from '../../server/db/seed';
import type { Db, Queryable } from '../../server/db/types';
import { ensureSystemAccount } from '../../server/ledger/ledger';
import { insertSession } from '../../server/modules/session/repository';
import { issueGameToken, walletUser } from '../../server/modules/seamless/game-tokens';
import { verifySignature } from '../../server/modules/seamless/signature';
import { SeamlessWallet } from '../../server/modules/seamless/wallet-service';
import { percentile } from './load';
import { countWritesTo } from './socket-writes';
import { benchConfig, benchDatabase, fundedMember } from './sandbox';

const UNITS = 1_000;
const SAMPLES = 300;

/**
 * The database as the wallet sees it, counting every statement sent, BEGIN and COMMIT included.
 * The round trips they make are counted on the socket (socket-writes.ts).
 */
function countingDb(db: Db) {
  let statements = 0;
  const counted = (inner: Queryable): Queryable => ({
    query: (sql, params) => ((statements += 1), inner.query(sql, params)),
    exec: (sql) => ((statements += 1), inner.exec(sql)),
  });
  const wrapped: Db = {
    ...counted(db),
    dialect: db.dialect,
    close: () => db.close(),
    transaction: async (fn) => {
      statements += 1; // BEGIN
      const result = await db.transaction((tx) => fn(counted(tx)));
      statements += 1; // COMMIT
      return result;
    },
  };
  const take = () => {
    const sent = statements;
    statements = 0;
    return sent;
  };
  return { db: wrapped, take };
}

/** Median and p95 of `samples` sequential runs of `step`, in microseconds. */
async function timed(step: (i: number) => unknown, samples = SAMPLES) {
  const us: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await step(i);
    us.push((performance.now() - started) * 1000);
  }
  return { median: percentile(us, 50), p95: percentile(us, 95) };
}

export async function measureWalletSteps(databaseUrl: string | undefined) {
  const db = await benchDatabase(databaseUrl);
  const config = benchConfig({ DATA_DIR: `/tmp/wallet-steps-${process.pid}` });
  await seed(db, config);
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  await db.query(`INSERT INTO wallet_partners (code, name, public_key_pem) VALUES ('bench', 'Bench', $1)`, [pem]);
  const gateway = await ensureSystemAccount(db, 'gateway', 'PHP');
  const member = await fundedMember(db, {
    merchantCode: config.merchantCode,
    username: 'steps1',
    gateway,
    amount: 100_000_000,
    idempotencyKey: 'steps-fund',
  });
  await insertSession(db, { tokenHash: 'steps-session', memberId: member.id, absoluteHours: 24, ip: '127.0.0.1' });
  const token = await issueGameToken(db, {
    memberId: member.id,
    sessionHash: 'steps-session',
    partnerCode: 'bench',
    gameCode: 'bench-slot',
    currency: 'PHP',
  });
  const user = walletUser(member.id);
  const requests = () => {
    const round = randomUUID();
    const common = { user, token, round, game_code: 'bench-slot', currency: 'PHP', request_uuid: randomUUID() };
    return {
      bet: { ...common, transaction_uuid: `${round}:bet`, amount: 500 * UNITS },
      win: { ...common, transaction_uuid: `${round}:win`, reference_transaction_uuid: `${round}:bet`, amount: 400 * UNITS },
    };
  };

  const counting = countingDb(db);
  // PGlite runs in this process: its statements make no round trips.
  const writes = databaseUrl ? countWritesTo(Number(new URL(databaseUrl).port || 5432)) : null;
  const take = () => ({ statements: counting.take(), trips: writes?.take() ?? 0 });
  const ctx = createContext(config, db);
  const wallet = new SeamlessWallet({ ...ctx, db: counting.db });
  const first = requests();
  const signedBet = JSON.stringify(first.bet);
  const signature = sign('sha256', Buffer.from(signedBet), privateKey).toString('base64');
  // The first call reads the partner and the house account, which later calls find in memory.
  await wallet.authenticate('bench', signedBet, signature);
  await wallet.bet('bench', first.bet);
  await wallet.win('bench', first.win);
  take();
  const again = requests();
  await wallet.authenticate('bench', JSON.stringify(again.bet), signature);
  await wallet.bet('bench', again.bet);
  const betStatements = take();
  await wallet.authenticate('bench', JSON.stringify(again.win), signature);
  await wallet.win('bench', again.win);
  const winStatements = take();
  writes?.stop();

  const roundTrip = await timed(() => db.query('SELECT 1'));
  // A commit waits for its WAL to reach the disk: the wallet's two a round trip are not optional.
  const commit = await timed(() =>
    db.transaction((tx) => tx.query('UPDATE ledger_accounts SET balance = balance WHERE id = $1', [gateway])),
  );
  const key = await import('node:crypto').then(({ createPublicKey }) => createPublicKey(pem));
  const verify = await timed(() => verifySignature(key, signedBet, signature));
  const answer = await wallet.bet('bench', requests().bet);
  const json = await timed(() => JSON.stringify(JSON.parse(signedBet)) + JSON.stringify(answer));
  const walletOnly = await timed(async () => {
    const r = requests();
    await wallet.bet('bench', r.bet);
    await wallet.win('bench', r.win);
  });

  const app = await buildApp(ctx);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/seamless/bench`;
  const post = async (path: string, body: object) => {
    const raw = JSON.stringify(body);
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      body: raw,
      headers: { 'content-type': 'application/json', 'x-hub88-signature': sign('sha256', Buffer.from(raw), privateKey).toString('base64') },
    });
    if (((await res.json()) as { status: string }).status !== 'RS_OK') throw new Error('refused');
  };
  // Signing is the vendor's work: timed apart and taken off the HTTP figure.
  const signing = await timed(() => sign('sha256', Buffer.from(signedBet), privateKey), 100);
  const overHttp = await timed(async () => {
    const r = requests();
    await post('/transaction/bet', r.bet);
    await post('/transaction/win', r.win);
  });
  await app.close();
  await db.close();
  return { dialect: db.dialect, betStatements, winStatements, roundTrip, commit, verify, json, walletOnly, overHttp, signing };
}

export function reportWalletSteps(s: Awaited<ReturnType<typeof measureWalletSteps>>): void {
  const us = (t: { median: number; p95: number }) => `${t.median.toFixed(0)} µs median, ${t.p95.toFixed(0)} µs p95`;
  console.log(`\nWhere a seamless bet+win round trip spends its time on ${s.dialect} (one player, one call at a time):`);
  // PGlite runs in this process: its statements make no round trips to count.
  const trips = s.dialect === 'postgres' ? `, in ${s.betStatements.trips} and ${s.winStatements.trips} round trips` : ' (in process)';
  console.log(
    `  statements sent: bet ${s.betStatements.statements}, win ${s.winStatements.statements} (BEGIN and COMMIT included)${trips}`,
  );
  console.log(`  one database round trip (SELECT 1)      ${us(s.roundTrip)}`);
  console.log(`  one write's commit (WAL flushed)        ${us(s.commit)}`);
  console.log(`  RSA-SHA256 signature check (per call)   ${us(s.verify)}`);
  console.log(`  JSON parse of a request + two answers   ${us(s.json)}`);
  console.log(`  bet+win in the wallet, without HTTP     ${us(s.walletOnly)}`);
  console.log(`  bet+win over loopback HTTP              ${us(s.overHttp)}`);
  console.log(`    of which the vendor's signing, a call ${us(s.signing)}`);
  const ms = (micro: number) => `${(micro / 1000).toFixed(1)} ms`;
  const roundTrips =
    s.dialect === 'postgres' ? s.betStatements.trips + s.winStatements.trips : s.betStatements.statements + s.winStatements.statements;
  const what = s.dialect === 'postgres' ? 'round trips' : 'statements';
  console.log(`  so: ${roundTrips} ${what} ≈ ${ms(roundTrips * s.roundTrip.median)} and two commits ≈ ${ms(2 * s.commit.median)}`);
  console.log(`      of the wallet's ${ms(s.walletOnly.median)}; HTTP, validation and signatures the rest of ${ms(s.overHttp.median)}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  reportWalletSteps(await measureWalletSteps(process.env.TEST_DATABASE_URL));
  process.exit(0);
}
