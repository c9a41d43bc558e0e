import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { cpuSnapshot, cpuSplit } from './cpu-split';
import { percentile, runLoad } from './load';
import { RawConnection, requestBytes } from './raw-http';
import { startTargets } from './targets';

const UNITS_PER_CENTAVO = 1_000;
/**
 * The most round trips a second the bench prepares for. A vendor signs on its own machines, so
 * every request is signed before the clock starts: signing here (about 0.7 ms a request) would
 * take the CPU the platform is being measured on. A worker that uses up its rounds stops; the
 * bench says so, and the figure is then a lower bound.
 */
const PREPARED_ROUNDS_PER_SECOND = 1_200;
/**
 * Seconds of play before the clock starts, after which PostgreSQL gathers the planner's
 * statistics. A wallet in service has both: its tables hold history and autovacuum has analysed
 * them. A database created a moment ago has neither, and until its first analyse (a minute or
 * more) PostgreSQL can plan a lookup by primary key as a scan of every row of the partner, which
 * makes each round trip slower than the one before: that is not the wallet a vendor meets.
 * PGlite runs in PostgreSQL's single-user mode, where autovacuum never runs, so in service its
 * tables are never analysed either: it is measured as it is.
 */
const WARM_UP_SECONDS = 3;

/**
 * Seamless-wallet round trips (a signed bet, then the signed win on it) per second, with 100
 * players playing at once, on PGlite or PostgreSQL. Afterwards the ledger's invariants are read
 * back from the server's database.
 */
export async function measureWallet(seconds: number, databaseUrl?: string, players = 100) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const { targets, pid, analyze, stop } = await startTargets(databaseUrl, {
    BENCH_PARTNER_KEY: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    BENCH_PLAYERS: String(players),
  });
  const signed = (path: string, body: object): Buffer => {
    const raw = JSON.stringify({ request_uuid: randomUUID(), ...body });
    const signature = sign('sha256', Buffer.from(raw), privateKey).toString('base64');
    return requestBytes(`/seamless/bench${path}`, { 'content-type': 'application/json', 'x-hub88-signature': signature }, raw);
  };
  const perPlayer = Math.ceil((PREPARED_ROUNDS_PER_SECOND * (WARM_UP_SECONDS + seconds)) / targets.players.length);
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
  // One kept-alive connection a player, each request's bytes built before the clock (raw-http.ts).
  const { port } = new URL(targets.base);
  const connections = await Promise.all(targets.players.map(() => RawConnection.open(Number(port))));
  const post = async (worker: number, call: Buffer) => {
    const answer = await connections[worker]!.send(call);
    const status = (JSON.parse(answer.body) as { status: string }).status;
    if (status !== 'RS_OK') throw new Error(status);
  };
  const next = targets.players.map(() => 0);
  const play = async (worker: number) => {
    const calls = rounds[worker]![next[worker]!++];
    if (!calls) return 'done';
    for (const call of calls) await post(worker, call);
  };
  // runLoad counts a failed round trip instead of throwing, so the server is always stopped below.
  await runLoad(targets.players.length, WARM_UP_SECONDS, play);
  if (targets.dialect === 'postgres') await analyze();
  const before = cpuSnapshot(pid);
  const result = await runLoad(targets.players.length, seconds, play);
  const cpu = cpuSplit(before, cpuSnapshot(pid), result.latencies.length);
  for (const connection of connections) connection.close();
  const invariants = await stop();
  return {
    dialect: targets.dialect,
    perSecond: result.perSecond,
    p95: percentile(result.latencies, 95),
    failures: result.failures,
    ranOut: result.ranOut,
    players: targets.players.length,
    cpu,
    invariants,
  };
}
