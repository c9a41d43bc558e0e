import { generateKeyPairSync } from 'node:crypto';
import { buildApp } from '../../server/app';
import { createContext } from '../../server/context';
import { seed } from '../../server/db/seed';
import { ensureSystemAccount } from '../../server/ledger/ledger';
import { MerchantDirectory } from '../../server/modules/merchant/directory';
import { insertSession } from '../../server/modules/session/repository';
import { hashToken, newToken } from '../../server/modules/session/tokens';
import { freePort } from '../../server/test/free-port';
import { AGGREGATOR_PARTNERS, aggregatorGames } from '../../server/vendors/house/aggregator';
import { aggregatorWork, buildHouseVendor, partnerRuntime } from '../../server/vendors/house/app';
import { gameFamilies } from '../../server/vendors/house/families';
import { HouseLottery } from '../../server/vendors/house/lottery/service';
import { registerPartner } from '../../server/vendors/house/partner';
import { DRIVERS, type LaunchedGame, type RoundIO } from '../../server/vendors/house/round-drivers';
import { runEverySecond } from '../../server/vendors/house/schedule';
import { httpTransport, WalletClient } from '../../server/vendors/house/wallet-client';
import { WithdrawnGames } from '../../server/vendors/house/withdrawals';
import { readWalletInvariants } from './invariants';
import { percentile, runLoad } from './load';
import { benchConfig, benchDatabase, fundedMember } from './sandbox';

/** A bet a shared event is not taking now (its window closed): the player waits for the next one. */
const WAITING = new Set(['DRAW_CLOSED']);

/**
 * The sandbox aggregator against the seamless wallet, in one process: the platform on a port,
 * the aggregator on another reaching it over HTTP with every partner's signed calls, and
 * `players` funded players, spread over the families, each playing its game back to back through
 * the aggregator's HTTP API for `seconds` (a round of their own to the end; a bet on a table, a
 * match or a draw placed). Limits are lifted: this measures throughput, not the limits. Then the
 * ledger's invariants.
 */
export async function measureAggregator(databaseUrl: string | undefined, seconds: number, players = 200) {
  const db = await benchDatabase(databaseUrl);
  const port = await freePort();
  const vendorPort = await freePort();
  const config = benchConfig({
    PORT: String(port),
    HOUSE_VENDOR_PORT: String(vendorPort),
    HOUSE_VENDOR_URL: `http://127.0.0.1:${vendorPort}`,
    PAYMENT_SANDBOX: 'off',
  });
  await seed(db, config);
  const app = await buildApp(createContext(config, db, { merchants: new MerchantDirectory(db, 0) }));
  await app.listen({ host: '127.0.0.1', port });
  const base = `http://127.0.0.1:${port}`;

  const transport = httpTransport(base);
  const partners = [];
  for (const partner of AGGREGATOR_PARTNERS) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    await registerPartner(db, partner.code, partner.name, privateKey);
    partners.push(partnerRuntime(db, partner, new WalletClient(transport, partner.code, privateKey)));
  }
  const lottery = new HouseLottery(db, partners[0]!.wallet);
  const withdrawn = new WithdrawnGames(db);
  const unlimited = { perIpPerMinute: 1_000_000_000, perToken: { max: 1_000_000_000, timeWindowMs: 1000 } };
  const running = gameFamilies({ lottery });
  const vendor = await buildHouseVendor({ db, partners, operatorOrigin: base, families: running, withdrawn, limits: unlimited });
  await vendor.listen({ host: '127.0.0.1', port: vendorPort });
  const stopWork = runEverySecond(aggregatorWork({ db, partners, families: running, withdrawn }), () => {});
  const vendorBase = `http://127.0.0.1:${vendorPort}`;

  // The games: families in turn, a different game of the family for each player.
  const byFamily = new Map<string, { code: string }[]>();
  for (const game of aggregatorGames().values()) {
    if (!DRIVERS[game.family]) continue;
    byFamily.set(game.family, [...(byFamily.get(game.family) ?? []), game]);
  }
  const families = [...byFamily.keys()];
  const nodeOf = async (code: string) =>
    Number((await db.query<{ node_id: number }>('SELECT node_id FROM games WHERE game_code = $1', [code]))[0]!.node_id);

  const gateway = await ensureSystemAccount(db, 'gateway', 'PHP');
  const launched: LaunchedGame[] = [];
  for (let i = 0; i < players; i++) {
    const member = await fundedMember(db, {
      merchantCode: config.merchantCode,
      username: `agg${i}`,
      gateway,
      amount: 100_000_000,
      idempotencyKey: `agg-fund-${i}`,
    });
    const token = newToken();
    await insertSession(db, { tokenHash: hashToken(token, config.tokenPepper), memberId: member.id, absoluteHours: 24, ip: '127.0.0.1' });
    const family = byFamily.get(families[i % families.length]!)!;
    const game = family[Math.floor(i / families.length) % family.length]!;
    const res = await fetch(`${base}/wps/game/launchGame`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ nodeId: await nodeOf(game.code) }),
    });
    const url = new URL(((await res.json()) as { value: { url: string } }).value.url);
    const prefix = url.pathname.slice(0, url.pathname.length - `/games/${game.code}`.length);
    const facts = (await (await fetch(`${vendorBase}${prefix}/api/games/${game.code}`)).json()) as LaunchedGame['facts'];
    const player = { user: url.searchParams.get('user')!, token: new URLSearchParams(url.hash.slice(1)).get('token')!, currency: 'PHP' };
    launched.push({ prefix, code: game.code, player, facts });
  }

  const io: RoundIO = {
    async post(game, path, body) {
      const res = await fetch(`${vendorBase}${game.prefix}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await res.json()) as { error?: string };
      if (!res.ok) throw Object.assign(new Error(answer.error ?? String(res.status)), { code: answer.error });
      return answer;
    },
    now: Date.now,
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms))),
  };
  const result = await runLoad(players, seconds, async (worker) => {
    const game = launched[worker]!;
    const driver = DRIVERS[game.facts.family]!;
    if (!driver.place) {
      await driver.play(io, game);
      return;
    }
    for (;;) {
      try {
        await driver.place(io, game);
        return;
      } catch (error) {
        if (!WAITING.has((error as { code?: string }).code ?? '')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  });
  stopWork();

  const invariants = await readWalletInvariants(db);

  await vendor.close();
  await app.close();
  await db.close();
  return {
    dialect: databaseUrl ? 'PostgreSQL' : 'PGlite',
    players,
    families: families.length,
    perSecond: result.perSecond,
    p95: percentile(result.latencies, 95),
    failures: result.failures,
    invariants,
  };
}
