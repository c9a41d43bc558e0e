import { describe, expect, it } from 'vitest';
import { DEMO_PLAYER } from '../../../db/seed';
import { bearer, loginAs, useTestApp } from '../../../test/harness';
import { aggregatorGames } from '../aggregator';
import { fairStream, seedHash } from '../fairness';
import { useFamilyTestBed } from '../family-test-bed';
import { HOUSE_PARTNER } from '../partner';
import { lineWins, payout, spinGrid } from '../slot';
import { launchedPlayer } from '../test-vendor';
import { centavos, play } from './engine';
import { describeSlot, slotFamily } from './family';
import { SlotJackpots } from './jackpot';
import { paramsFor } from './params';
import { catalogueGame, slotGames } from './test-games';

const t = useTestApp();
/** The slot family's routes alone, for the house partner's games. */
const bed = useFamilyTestBed(t, {
  partner: HOUSE_PARTNER,
  games: [...aggregatorGames().values()].filter((g) => g.vendor === 'HOUSE'),
  families: [slotFamily],
});

/** The demo player with a house slot launched through the platform, and their wallet balance. */
async function demoAt(name: string) {
  const session = await loginAs(t.app, DEMO_PLAYER.username, DEMO_PLAYER.password);
  const list = await t.app.inject({ url: `/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent(name)}` });
  const launch = await t.app.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: bearer(session),
    payload: { nodeId: list.json().value.games[0].nodeId },
  });
  const player = launchedPlayer(new URL(launch.json().value.url));
  const balance = async () => (await t.app.inject({ url: '/wps/wallets/gcs', headers: bearer(session) })).json().value.sumBalance as number;
  return { player, balance };
}

async function commit(code: string, player: { user: string; token: string }) {
  const round = await bed.ctx.rounds.commit(code, player);
  const rows = await t.db.query<{ server_seed: string }>('SELECT server_seed FROM house_rounds WHERE round_id = $1', [round.roundId]);
  return { ...round, serverSeed: rows[0]!.server_seed };
}

const spin = (body: object) => bed.vendor.inject({ method: 'POST', url: '/api/slot/spin', payload: body });
const poolOf = async (code: string) => (await bed.vendor.inject({ url: `/api/slot/jackpot/${code}` })).json();

const JEEPNEY = 'house-rng-003';

describe('a slot spin', () => {
  it('plays the game the round was committed for, at one of its stakes, replayable from the seeds', async () => {
    const { player, balance } = await demoAt('Bahay Kubo Bonanza');
    const params = paramsFor(catalogueGame('house-rng-005'));
    const before = await balance();
    const round = await commit('house-rng-005', player);
    const res = await spin({ ...player, roundId: round.roundId, clientSeed: 'kubo', stake: params.stakes[0] });
    expect(res.statusCode).toBe(200);
    const played = res.json();
    expect(seedHash(played.serverSeed)).toBe(round.serverSeedHash);
    expect(played.balance).toBe(before - params.stakes[0]! + played.win);
    expect(await balance()).toBe(played.balance);
    // The player can replay it: the same grid and win from the two seeds.
    const replay = play(params, params.stakes[0]!, fairStream(played.serverSeed, 'kubo'));
    expect(played.result.grid).toEqual(replay.grid);
    expect(played.result.grid).toHaveLength(5);
    expect(played.result.grid[0]).toHaveLength(4);
    expect(played.win).toBe(centavos(params.stakes[0]!, replay.total));
    expect(played.result.wins.reduce((s: number, w: { win: number }) => s + w.win, 0) + (played.result.freeSpins?.win ?? 0)).toBe(
      played.win,
    );
  });

  it('pays Perlas ng Silangan as it always did', async () => {
    const { player } = await demoAt('Perlas ng Silangan Slot');
    const round = await commit('house-rng-001', player);
    const played = (await spin({ ...player, roundId: round.roundId, clientSeed: 'perlas', stake: 500 })).json();
    expect(played.win).toBe(payout(500, lineWins(spinGrid(fairStream(round.serverSeed, 'perlas')))));
    expect(played.result.jackpot).toBeUndefined();
  });

  it('refuses a stake the game does not take, and a round that was never committed', async () => {
    const { player } = await demoAt('Mango Madness');
    const round = await commit('house-rng-002', player);
    // Mango Madness starts at ₱10: neither ₱5 nor ₱12.50 is one of its stakes.
    for (const stake of [500, 1250]) {
      expect((await spin({ ...player, roundId: round.roundId, clientSeed: 's', stake })).json()).toMatchObject({ error: 'BAD_STAKE' });
    }
    // The round is still there to be played.
    expect((await spin({ ...player, roundId: round.roundId, clientSeed: 's', stake: 1000 })).statusCode).toBe(200);
    const unknown = await spin({ ...player, roundId: '00000000-0000-4000-8000-000000000000', clientSeed: 's', stake: 1000 });
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'ROUND_NOT_FOUND']);
    expect((await spin({ ...player, roundId: round.roundId, clientSeed: 's', stake: 1000, win: 1 })).statusCode).toBe(400);
  });
});

describe('a progressive jackpot', () => {
  const params = paramsFor(catalogueGame(JEEPNEY));
  const jackpot = params.jackpot!;
  const top = params.stakes.at(-1)!;

  it('opens at its seed and takes 1% of every stake', async () => {
    expect(await poolOf(JEEPNEY)).toEqual({ pool: jackpot.seed });
    const { player } = await demoAt('Jeepney Jackpot');
    const round = await commit(JEEPNEY, player);
    const played = (await spin({ ...player, roundId: round.roundId, clientSeed: 'no-hit', stake: 1000 })).json();
    expect(play(params, 1000, fairStream(round.serverSeed, 'no-hit')).jackpot).toBe(false);
    expect(played.result.jackpot).toEqual({ hit: false, pool: jackpot.seed });
    expect(played.jackpotPool).toBe(jackpot.seed + 10);
    expect(await poolOf(JEEPNEY)).toEqual({ pool: jackpot.seed + 10 });
    expect((await bed.vendor.inject({ url: '/api/slot/jackpot/house-rng-001' })).json()).toEqual({ error: 'UNKNOWN_GAME' });
  });

  it('pays the whole pool to the round that hits it, then reseeds it', async () => {
    const { player, balance } = await demoAt('Jeepney Jackpot');
    const { pool } = await poolOf(JEEPNEY);
    const before = await balance();
    const round = await commit(JEEPNEY, player);
    // A client seed whose round hits: at the top stake, about one in a thousand.
    const hits = (seed: string) => play(params, top, fairStream(round.serverSeed, seed));
    const clientSeed = Array.from({ length: 20_000 }, (_, i) => `hit-${i}`).find((seed) => hits(seed).jackpot)!;
    const played = (await spin({ ...player, roundId: round.roundId, clientSeed, stake: top })).json();
    expect(played.result.jackpot).toEqual({ hit: true, pool });
    expect(played.win).toBe(centavos(top, hits(clientSeed).total) + pool);
    expect(played.balance).toBe(before - top + played.win);
    expect(played.jackpotPool).toBe(jackpot.seed + top / 100);
    const recorded = await t.db.query<{ amount: string }>('SELECT amount FROM slot_jackpot_hits WHERE round_id = $1', [round.roundId]);
    expect(recorded.map((r) => Number(r.amount))).toEqual([pool]);
  });

  it('counts a round whose win the operator has not confirmed yet', async () => {
    const { player } = await demoAt('Jeepney Jackpot');
    const { pool } = await poolOf(JEEPNEY);
    const round = await commit(JEEPNEY, player);
    bed.trouble.push({ path: '/transaction/win', when: 'before' });
    const res = await spin({ ...player, roundId: round.roundId, clientSeed: 'late', stake: 1000 });
    expect(res.json().error).toBe('WALLET_FAILED');
    expect(await poolOf(JEEPNEY)).toEqual({ pool: pool + 10 });
    expect(await bed.ctx.rounds.retryFailed()).toBe(1);
  });

  it('keeps what other rounds put in while a hit was being played', async () => {
    const jackpots = new SlotJackpots(t.db);
    const game = 'test-pool';
    const rules = { shareBp: 100, seed: 50_000, odds: 1_000_000 };
    expect(await jackpots.pool(game, rules.seed)).toBe(50_000);
    expect(await jackpots.settle(game, 'r1', rules, 10_000, 0)).toBe(50_100);
    const shown = await jackpots.pool(game, rules.seed);
    // Another round adds its share between the hit's read and its settlement.
    await jackpots.settle(game, 'r2', rules, 20_000, 0);
    expect(await jackpots.settle(game, 'r3', rules, 500, shown)).toBe(50_000 + 200 + 5);
    expect(await jackpots.pool(game, rules.seed)).toBe(50_205);
  });
});

describe('what the page is told', () => {
  it('is everything it needs to draw, explain and stake a slot', () => {
    const facts = describeSlot(catalogueGame('house-rng-004'));
    expect(facts).toMatchObject({ mechanic: 'lines', reels: 5, rows: 3, theme: 'garden', wild: 'wild', scatter: 'bonus', ways: null });
    expect(facts.lines).toHaveLength(20);
    expect(facts.symbols.map((s) => s.id)).toEqual([...paramsFor(catalogueGame('house-rng-004')).symbols, 'wild', 'bonus']);
    expect(facts.symbols.find((s) => s.id === 'sampaguita')).toEqual({ id: 'sampaguita', en: 'Sampaguita', fil: 'Sampaguita' });
    expect(facts.returns.game + facts.returns.jackpot).toBe(facts.returnToPlayer);
    expect(describeSlot(catalogueGame(JEEPNEY)).jackpot).toEqual({ share: 0.01, seed: paramsFor(catalogueGame(JEEPNEY)).jackpot!.seed });
    expect(describeSlot(catalogueGame('house-rng-005')).ways).toBe(1024);
    expect(JSON.parse(JSON.stringify(facts))).toEqual(facts);
  });

  it('shows every game its own reels before the first spin', () => {
    const previews = slotGames().map((game) => describeSlot(game).preview);
    expect(new Set(previews.map((p) => JSON.stringify(p))).size).toBe(previews.length);
    expect(describeSlot(catalogueGame('house-rng-002')).preview).toHaveLength(6);
    expect(describeSlot(catalogueGame('house-rng-002')).preview[0]).toHaveLength(5);
  });
});
