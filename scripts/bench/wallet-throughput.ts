import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { percentile, runLoad } from './load';
import { startTargets } from './targets';

const UNITS_PER_CENTAVO = 1_000;

/**
 * Seamless-wallet round trips (a signed bet, then the signed win on it) per second, with 100
 * players playing at once, on PGlite or PostgreSQL. Afterwards the ledger's invariants are read
 * back from the server's database.
 */
export async function measureWallet(seconds: number, databaseUrl?: string, players = 100) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const { targets, stop } = await startTargets(databaseUrl, {
    BENCH_PARTNER_KEY: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    BENCH_PLAYERS: String(players),
  });
  const post = async (path: string, body: object) => {
    const raw = JSON.stringify({ request_uuid: randomUUID(), ...body });
    const res = await fetch(`${targets.base}/seamless/bench${path}`, {
      method: 'POST',
      body: raw,
      headers: { 'content-type': 'application/json', 'x-hub88-signature': sign('sha256', Buffer.from(raw), privateKey).toString('base64') },
    });
    const answer = (await res.json()) as { status: string };
    if (answer.status !== 'RS_OK') throw new Error(answer.status);
  };
  // runLoad counts a failed round trip instead of throwing, so the server is always stopped below.
  const result = await runLoad(targets.players.length, seconds, async (worker) => {
    const p = targets.players[worker]!;
    const round = randomUUID();
    const common = { user: p.user, token: p.token, round, game_code: 'bench-slot', currency: 'PHP' };
    await post('/transaction/bet', { ...common, transaction_uuid: `${round}:bet`, amount: 500 * UNITS_PER_CENTAVO });
    await post('/transaction/win', {
      ...common,
      transaction_uuid: `${round}:win`,
      reference_transaction_uuid: `${round}:bet`,
      amount: 400 * UNITS_PER_CENTAVO,
    });
  });
  const invariants = await stop();
  return {
    dialect: targets.dialect,
    perSecond: result.perSecond,
    p95: percentile(result.latencies, 95),
    failures: result.failures,
    players: targets.players.length,
    invariants,
  };
}
