import { spawn } from 'node:child_process';
import { randomBytes, randomUUID, sign, type KeyObject } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { connect } from 'node:net';
import { loadConfig } from '../../server/config';
import { openPostgres } from '../../server/db/postgres';
import type { Db } from '../../server/db/types';
import { ensureSystemAccount } from '../../server/ledger/ledger';
import { insertSession } from '../../server/modules/session/repository';
import { hashToken, newToken } from '../../server/modules/session/tokens';
import { freePort } from '../../server/test/free-port';
import { loadOrCreateVendorKey } from '../../server/vendors/house/partner';
import { readWalletInvariants, reportWalletInvariants } from './invariants';
import { percentile } from './load';
import { fundedMember } from './sandbox';

/**
 * Issue 16: `players` players at once browsing and betting for `seconds` on loopback, against the
 * platform as deployed: `server/main.ts` with SERVER_PROCESSES processes on a fresh PostgreSQL
 * database (and Redis for the rate limits when one answers at 127.0.0.1:6379). Each player signs
 * in (a session made directly, as argon2 on a thousand logins would measure only the hash),
 * arrives within the first RAMP_SECONDS, launches a house slot and then, waiting 1 to 5 s between
 * actions as a phone player does, opens home, the lobby, a search, the betting record or the
 * balance, or plays a round: the game vendor's signed bet and win on the seamless wallet, as the
 * house vendor sends them, with the key the sandbox keeps in DATA_DIR. Each player's requests
 * carry an address of its own (X-Forwarded-For behind TRUST_PROXY=1), so the per-address rate
 * limit applies to each as it would to phones on the internet. Afterwards the ledger's
 * invariants, read from the database.
 */
const RAMP_SECONDS = 10;
const THINK_MS = { min: 1_000, max: 5_000 };
const FUNDS_CENTAVOS = 1_000_000;
const STAKE_CENTAVOS = 500;
const UNITS_PER_CENTAVO = 1_000;
/** What a player does next, and how often (out of 100). */
const ACTIONS = [
  ['round', 40],
  ['home', 20],
  ['lobby', 15],
  ['search', 5],
  ['records', 10],
  ['balance', 10],
] as const;
type Action = (typeof ACTIONS)[number][0];

interface Player {
  token: string;
  address: string;
  game?: { user: string; token: string; code: string };
}

/** Latencies and failures per route (its template: `/seamless/:partner/...`, not each player's URL). */
class Routes {
  readonly latencies = new Map<string, number[]>();
  readonly failures = new Map<string, number>();

  async time<T>(route: string, call: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      const value = await call();
      const list = this.latencies.get(route) ?? [];
      list.push(performance.now() - started);
      this.latencies.set(route, list);
      return value;
    } catch (error) {
      this.failures.set(route, (this.failures.get(route) ?? 0) + 1);
      throw error;
    }
  }
}

/** A fresh database on the PostgreSQL server of `url` (the server under test owns all of it: its own pg-boss schema too). */
async function scratchDatabase(url: string) {
  const name = `bench_players_${randomBytes(4).toString('hex')}`;
  const admin = openPostgres(url, { max: 1 });
  await admin.exec(`CREATE DATABASE ${name}`);
  const at = new URL(url);
  at.pathname = `/${name}`;
  return {
    url: at.toString(),
    async drop() {
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

const reachable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** `server/main.ts` as deployed, resolved once every process serves (a single one too); stop() ends it with SIGTERM. */
async function startCluster(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..', '..'),
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, ...env },
  });
  const exited = once(child, 'exit');
  const lines = createInterface({ input: child.stderr });
  const errors: string[] = [];
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not serve within 120 s')), 120_000);
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}: ${errors.slice(-5).join(' | ')}`)));
    lines.on('line', (line) => {
      // Several processes: the primary's line once all serve; one: the process's own (no role in it).
      if (/server processes serve|^Platform ready \([^,]+, PostgreSQL\)/.test(line)) {
        clearTimeout(timer);
        resolve();
      } else if (/"level":[56]0|Error/.test(line)) errors.push(line.slice(0, 300));
    });
  });
  await ready.catch((error: unknown) => {
    child.kill('SIGTERM');
    throw error;
  });
  return {
    errors,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Players with a session each and FUNDS_CENTAVOS deposited through the ledger, made straight in the database. */
async function makePlayers(db: Db, count: number, pepper: string, merchantCode: string): Promise<Player[]> {
  const gateway = await ensureSystemAccount(db, 'gateway', 'PHP');
  const players: Player[] = [];
  for (let from = 0; from < count; from += 40) {
    const made = await Promise.all(
      Array.from({ length: Math.min(40, count - from) }, async (_, k) => {
        const i = from + k;
        const member = await fundedMember(db, {
          merchantCode,
          username: `load${i}`,
          gateway,
          amount: FUNDS_CENTAVOS,
          idempotencyKey: `load-fund-${i}`,
        });
        const token = newToken();
        const address = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
        await insertSession(db, { tokenHash: hashToken(token, pepper), memberId: member.id, absoluteHours: 24, ip: address });
        return { token, address };
      }),
    );
    players.push(...made);
  }
  return players;
}

export async function measurePlayersLoad(databaseUrl: string, options: { players?: number; seconds?: number; processes?: number } = {}) {
  const { players: count = 1_000, seconds = 60, processes = 2 } = options;
  const database = await scratchDatabase(databaseUrl);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-players-'));
  const [port, vendorPort] = [await freePort(), await freePort()];
  const redis = (await reachable(6379)) ? 'redis://127.0.0.1:6379' : '';
  const env = {
    APP_MODE: 'sandbox',
    DATABASE_URL: database.url,
    SERVER_PROCESSES: String(processes),
    PORT: String(port),
    HOST: '127.0.0.1',
    HOUSE_VENDOR_PORT: String(vendorPort),
    HOUSE_VENDOR_URL: `http://127.0.0.1:${vendorPort}`,
    PAYMENT_SANDBOX: 'off',
    PAYOUT_SANDBOX: 'off',
    KYC_SANDBOX: 'off',
    DATA_DIR: dataDir,
    WEB_DIR: '/nonexistent',
    FIRST_SCREEN_DIR: '/nonexistent',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
    REDIS_URL: redis,
  };
  const config = loadConfig(env);
  const db = openPostgres(database.url, { max: 10 });
  const base = `http://127.0.0.1:${port}`;
  const routes = new Routes();
  let server: Awaited<ReturnType<typeof startCluster>> | undefined;
  try {
    server = await startCluster(env);
    const seedStarted = performance.now();
    const players = await makePlayers(db, count, config.tokenPepper, config.merchantCode);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    // The house vendor's signing key, which the lead process wrote into DATA_DIR at start.
    const houseKey = loadOrCreateVendorKey(dataDir);
    const slots = await houseSlots(base);

    const call = async (player: Player, route: string, url: string, init: { method?: string; body?: unknown } = {}) =>
      routes.time(route, async () => {
        const res = await fetch(`${base}${url}`, {
          method: init.method ?? 'GET',
          headers: {
            authorization: `Bearer ${player.token}`,
            'x-forwarded-for': player.address,
            ...(init.body ? { 'content-type': 'application/json' } : {}),
          },
          body: init.body ? JSON.stringify(init.body) : undefined,
        });
        const answer = (await res.json()) as { success: boolean; value: unknown };
        if (!res.ok || !answer.success) throw new Error(`${route}: ${res.status}`);
        return answer.value;
      });
    const seamless = (route: 'bet' | 'win', body: object) =>
      routes.time(`POST /seamless/:partner/transaction/${route}`, async () => {
        const raw = JSON.stringify({ request_uuid: randomUUID(), ...body });
        const res = await fetch(`${base}/seamless/house/transaction/${route}`, {
          method: 'POST',
          body: raw,
          headers: { 'content-type': 'application/json', 'x-hub88-signature': signed(raw, houseKey) },
        });
        const answer = (await res.json()) as { status: string };
        if (answer.status !== 'RS_OK') throw new Error(answer.status);
      });

    const act = async (player: Player, action: Action) => {
      switch (action) {
        case 'home':
          await call(player, 'GET /wps/system/status', '/wps/system/status');
          await call(
            player,
            'GET /wps/relay/MCSFE_getListAnnouncements',
            '/wps/relay/MCSFE_getListAnnouncements?types=B,PL&groupName=m_home',
          );
          await call(player, 'GET /wps/relay/GCSGAME_hotGamesV2', '/wps/relay/GCSGAME_hotGamesV2?platform=html5&pageSize=12');
          return;
        case 'lobby':
          await call(
            player,
            'GET /wps/relay/GCSGAME_gameList',
            `/wps/relay/GCSGAME_gameList?platform=html5&gameType=RNG&pageNo=${1 + rand(5)}`,
          );
          return;
        case 'search':
          await call(
            player,
            'GET /wps/relay/GCSGAME_gameList?gameName',
            `/wps/relay/GCSGAME_gameList?platform=html5&gameName=${pick(SEARCHES)}`,
          );
          return;
        case 'records':
          await call(player, 'GET /lgw/orders', '/lgw/orders');
          return;
        case 'balance':
          await call(player, 'GET /wps/wallets/gcs', '/wps/wallets/gcs');
          return;
        case 'round': {
          const game = player.game!;
          const round = randomUUID();
          const common = { user: game.user, token: game.token, round, game_code: game.code, currency: 'PHP' };
          await seamless('bet', { ...common, transaction_uuid: `${round}:bet`, amount: STAKE_CENTAVOS * UNITS_PER_CENTAVO });
          const won = Math.random() < 0.45 ? 2 * STAKE_CENTAVOS : 0;
          await seamless('win', {
            ...common,
            transaction_uuid: `${round}:win`,
            reference_transaction_uuid: `${round}:bet`,
            amount: won * UNITS_PER_CENTAVO,
          });
          await call(player, 'GET /wps/wallets/gcs', '/wps/wallets/gcs');
          return;
        }
      }
    };

    const loadBefore = loadavg()[0]!;
    const started = performance.now();
    const until = started + (RAMP_SECONDS + seconds) * 1000;
    let actions = 0;
    let failedPlayers = 0;
    await Promise.all(
      players.map(async (player, i) => {
        await sleep((i / players.length) * RAMP_SECONDS * 1000);
        try {
          const slot = slots[i % slots.length]!;
          const launched = (await call(player, 'POST /wps/game/launchGame', '/wps/game/launchGame', {
            method: 'POST',
            body: { nodeId: slot.nodeId },
          })) as {
            url: string;
          };
          const url = new URL(launched.url);
          player.game = {
            user: url.searchParams.get('user')!,
            token: new URLSearchParams(url.hash.slice(1)).get('token')!,
            code: slot.gameCode,
          };
        } catch {
          failedPlayers += 1;
          return;
        }
        while (performance.now() < until) {
          await sleep(THINK_MS.min + Math.random() * (THINK_MS.max - THINK_MS.min));
          // A failure is counted on its route; the player carries on, as a phone's app would.
          await act(player, nextAction()).catch(() => undefined);
          actions += 1;
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const loadAfter = loadavg()[0]!;
    await server.stop();
    const invariants = await readWalletInvariants(db);
    const byRoute = [...routes.latencies.entries()]
      .map(([route, latencies]) => ({
        route,
        requests: latencies.length + (routes.failures.get(route) ?? 0),
        failures: routes.failures.get(route) ?? 0,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
      }))
      .sort((a, b) => b.requests - a.requests);
    for (const [route, failures] of routes.failures) {
      if (!routes.latencies.has(route)) byRoute.push({ route, requests: failures, failures, p50: 0, p95: 0 });
    }
    const requests = byRoute.reduce((n, r) => n + r.requests, 0);
    return {
      players: count,
      processes,
      redis: Boolean(redis),
      seconds: elapsed,
      seedSeconds,
      actions,
      failedPlayers,
      requestsPerSecond: requests / elapsed,
      load: { before: loadBefore, after: loadAfter },
      byRoute,
      serverErrors: server.errors,
      invariants,
    };
  } finally {
    await server?.stop();
    await db.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const SEARCHES = ['perlas', 'lucky', 'dragon', 'fiesta', 'gold', 'manila'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rand = (n: number) => Math.floor(Math.random() * n);
const pick = <T>(list: readonly T[]) => list[rand(list.length)]!;
const signed = (raw: string, key: KeyObject) => sign('sha256', Buffer.from(raw), key).toString('base64');

function nextAction(): Action {
  let roll = rand(100);
  for (const [action, weight] of ACTIONS) {
    if (roll < weight) return action;
    roll -= weight;
  }
  return 'home';
}

/** The house's slots in the lobby, which the bench plays as the house vendor would. */
async function houseSlots(base: string) {
  const res = await fetch(`${base}/wps/relay/GCSGAME_gameList?platform=html5&gameType=RNG&vassalage=HOUSE&pageSize=100`);
  const games = ((await res.json()) as { value: { games: { nodeId: number; gameCode: string }[] } }).value.games;
  if (games.length === 0) throw new Error('no house slot in the lobby');
  return games;
}

type Against = (label: string, value: number, shown: string, goal: { max?: number; min?: number; text: string }) => void;

/**
 * The goal is what a player tolerates: a tap answered within 2 s at the 95th percentile, on every
 * route. Measured on this 2-core machine while other work ran (load 7 to 9): 1.2 to 1.7 s at about
 * 480 requests a second, the cores shared by the load generator, two server processes, PostgreSQL
 * and the rest; no failure, the ledger whole.
 */
const P95_BUDGET_MS = 2_000;

export function reportPlayersLoad(r: Awaited<ReturnType<typeof measurePlayersLoad>>, against: Against): void {
  console.log(
    `\n${r.players} players browsing and betting, ${r.seconds.toFixed(0)} s (${RAMP_SECONDS} s arriving), ` +
      `${r.processes} server processes on PostgreSQL${r.redis ? ' with Redis' : ''}, loopback ` +
      `(players made in ${r.seedSeconds.toFixed(1)} s):`,
  );
  console.log(
    `  ${r.actions} actions, ${r.requestsPerSecond.toFixed(0)} requests/s; machine load (1 min) ${r.load.before.toFixed(1)} before, ` +
      `${r.load.after.toFixed(1)} at the end, on ${availableParallelism()} cores shared with whatever else runs`,
  );
  console.log(`  ${'route'.padEnd(48)} ${'requests'.padStart(8)} ${'failed'.padStart(6)} ${'p50'.padStart(8)} ${'p95'.padStart(8)}`);
  for (const x of r.byRoute) {
    console.log(
      `  ${x.route.padEnd(48)} ${String(x.requests).padStart(8)} ${String(x.failures).padStart(6)} ` +
        `${x.p50.toFixed(0).padStart(6)} ms ${x.p95.toFixed(0).padStart(6)} ms`,
    );
  }
  const worst = r.byRoute.reduce((top, x) => (x.p95 > top.p95 ? x : top), r.byRoute[0]!);
  against('p95 of the slowest route', worst.p95, `${worst.p95.toFixed(0)} ms`, { max: P95_BUDGET_MS, text: `<= ${P95_BUDGET_MS} ms` });
  const failures = r.byRoute.reduce((n, x) => n + x.failures, 0) + r.failedPlayers;
  against('failed requests', failures, String(failures), { max: 0, text: '0' });
  for (const line of r.serverErrors.slice(0, 5)) console.log(`  server: ${line}`);
  reportWalletInvariants(r.invariants);
}
