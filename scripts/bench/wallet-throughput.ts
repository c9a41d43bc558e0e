import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { percentile, runLoad } from './load';
import { startTargets } from './targets';

const UNITS_PER_CENTAVO = 1_000;
/**
 * The most round trips a second the bench prepares for. A vendor signs on its own machines, so
 * every request is signed before the clock starts: signing here (about 0.7 ms a request) would
 * take the CPU the platform is being measured on. A worker that uses up its rounds stops; the
 * bench says so, and the figure is then a lower bound.
 */
const PREPARED_ROUNDS_PER_SECOND = 1_200;

interface SignedCall {
  path: string;
  raw: string;
  signature: string;
}

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
  const signed = (path: string, body: object): SignedCall => {
    const raw = JSON.stringify({ request_uuid: randomUUID(), ...body });
    return { path, raw, signature: sign('sha256', Buffer.from(raw), privateKey).toString('base64') };
  };
  const perPlayer = Math.ceil((PREPARED_ROUNDS_PER_SECOND * seconds) / targets.players.length);
  const rounds = targets.players.map((p) =>
    Array.from({ length: perPlayer }, () => {
      const round = randomUUID();
      const common = { user: p.user, token: p.token, round, game_code: 'bench-slot', currency: 'PHP' };
      return [
        signed('/transaction/bet', { ...common, transaction_uuid: `${round}:bet`, amount: 500 * UNITS_PER_CENTAVO }),
        signed('/transaction/win', {
          ...common,
          transaction_uuid: `${round}:win`,
          reference_transaction_uuid: `${round}:bet`,
          amount: 400 * UNITS_PER_CENTAVO,
        }),
      ];
    }),
  );
  const post = async ({ path, raw, signature }: SignedCall) => {
    const res = await fetch(`${targets.base}/seamless/bench${path}`, {
      method: 'POST',
      body: raw,
      headers: { 'content-type': 'application/json', 'x-hub88-signature': signature },
    });
    const answer = (await res.json()) as { status: string };
    if (answer.status !== 'RS_OK') throw new Error(answer.status);
  };
  // runLoad counts a failed round trip instead of throwing, so the server is always stopped below.
  const result = await runLoad(targets.players.length, seconds, async (worker, i) => {
    const calls = rounds[worker]![i];
    if (!calls) return 'done';
    for (const call of calls) await post(call);
  });
  const invariants = await stop();
  return {
    dialect: targets.dialect,
    perSecond: result.perSecond,
    p95: percentile(result.latencies, 95),
    failures: result.failures,
    ranOut: result.ranOut,
    players: targets.players.length,
    invariants,
  };
}
