import { describe, expect, it } from 'vitest';
import { DEMO_PLAYER } from '../../../db/seed';
import { roundDetail } from '../../../modules/records/service';
import { useTestApp } from '../../../test/harness';
import { vendorDirectory } from '../../directory';
import { aggregatorGames } from '../aggregator';
import { fairStream, seedHash } from '../fairness';
import { useFamilyTestBed } from '../family-test-bed';
import { sportOf } from './competitions';
import { sportsDriver } from './driver';
import { sportsFamily } from './family';
import { fixtureById, playedOf, SLOT_MS } from './fixtures';
import { NOMINAL_RETURN } from './markets';
import { secretOf } from './secret';
import { slipDetails } from './slips';
import { payoutOf } from './slip';

const t = useTestApp();
const PARTNER = 'arena';
const GAMES = [...aggregatorGames().values()].filter((g) => g.vendor === 'ARENA' && g.family === 'sports');
const ESPORTS = GAMES.find((g) => g.type === 'ESPORTS')!;
const SPORTS = GAMES.find((g) => g.type === 'SPORTS')!;
const STAKE = Math.max(ESPORTS.minBet, 100) * 2;

const bed = useFamilyTestBed(t, { partner: PARTNER, games: GAMES, families: [sportsFamily] });
const { trouble, clock } = bed;
// A slot's first match has just kicked off; the next two are open.
clock.now = Math.floor(Date.now() / SLOT_MS) * SLOT_MS + 10_000;

/** The demo player with a fresh game token for a sportsbook entry, and a balance reader. */
const demoPlayer = (game = ESPORTS.code) => bed.player(game);

const post = (url: string, payload: object) => bed.vendor.inject({ method: 'POST', url, payload });
const tick = () => sportsFamily.tick!(bed.ctx);

interface BoardMatch {
  matchId: string;
  state: string;
  kickoffAt: string;
  endsAt: string;
  home: { name: string; rating: number };
  away: { name: string; rating: number };
  serverSeedHash: string;
  serverSeed: string | null;
  score: { home: number; away: number; period: number } | null;
  result: { winner: string; home: number; away: number } | null;
  markets: { market: string; line: number | null; selections: { selection: string; odds: number; outcome: string | null }[] }[];
}

async function boardOf(player: { user: string; token: string }, game = ESPORTS.code) {
  const res = await post('/api/sports/board', { user: player.user, token: player.token, game });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { balance: number; serverTime: string; competition: { code: string }; matches: BoardMatch[] };
}

/** Who wins a match: the test reads the vendor's secret, which no player can. */
async function winnerOf(matchId: string): Promise<string> {
  const secret = await secretOf(t.db, PARTNER);
  return playedOf(secret, fixtureById(secret, matchId)!).played.winner;
}

/** A winner-market leg on a match at its shown odds: on the side that will win, or the one that will lose. */
async function winnerLeg(match: BoardMatch, wins: boolean) {
  const winner = await winnerOf(match.matchId);
  const selections = match.markets.find((m) => m.market === 'winner')!.selections;
  const pick = selections.find((s) => (s.selection === winner) === wins)!;
  return { matchId: match.matchId, market: 'winner', selection: pick.selection, odds: pick.odds };
}

const endOf = (...matches: BoardMatch[]) => Math.max(...matches.map((m) => Date.parse(m.endsAt)));

async function walletMoves(slipId: string) {
  return t.db.query<{ kind: string; amount: string }>(
    `SELECT kind, amount FROM wallet_transactions WHERE partner_code = $1 AND round = $2 ORDER BY created_at`,
    [PARTNER, slipId],
  );
}

/**
 * The demo player's betting record of a slip, the platform reading the provider's record of the
 * round with `read` (by default this test bed's own record of it, over JSON as over HTTP).
 */
async function recordOf(slipId: string, read?: (round: string) => Promise<unknown>, warnings: unknown[] = []) {
  const arena = {
    partnerCode: PARTNER,
    origin: 'http://localhost:8081',
    gamePage: () => null,
    catalogueUrl: null,
    roundPage: (round: string) => `http://localhost:8081/v/arena/rounds/${round}`,
    roundDetails: read ?? (async (round: string) => JSON.parse(JSON.stringify(await sportsFamily.roundDetails!(bed.ctx, round)))),
  };
  const [demo] = await t.db.query<{ id: number }>('SELECT id FROM members WHERE username = $1', [DEMO_PLAYER.username]);
  const log = { warn: (...args: unknown[]) => void warnings.push(args) };
  return roundDetail({ db: t.db, vendors: vendorDirectory({ ARENA: arena }) }, log, demo!.id, `${PARTNER}:${slipId}`);
}

describe('the board', () => {
  it('shows the entry\u2019s competition: open matches with markets and seed hash, the seed once a match has ended', async () => {
    const { player } = await demoPlayer();
    const board = await boardOf(player);
    expect(board.competition.code).toBe(sportOf(ESPORTS.name, ESPORTS.type).code);
    expect(board.serverTime).toBe(new Date(clock.now).toISOString());
    expect(board.matches.every((m) => m.matchId.startsWith(`${board.competition.code}-`))).toBe(true);
    const open = board.matches.filter((m) => m.state === 'open');
    expect(open.length).toBeGreaterThanOrEqual(2);
    for (const m of open) {
      expect(m.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
      expect(m.serverSeed).toBeNull();
      expect(m.score).toBeNull();
      expect(m.markets.map((x) => x.market)).toEqual(expect.arrayContaining(['winner', 'total']));
      for (const s of m.markets.flatMap((x) => x.selections)) expect(Math.round(s.odds * 100)).toBeCloseTo(s.odds * 100, 9);
    }

    const live = board.matches.find((m) => m.state === 'live')!;
    expect(live.score).toMatchObject({ period: expect.any(Number) });
    expect(live.serverSeed).toBeNull();

    const saved = clock.now;
    clock.now = Date.parse(live.endsAt);
    const ended = (await boardOf(player)).matches.find((m) => m.matchId === live.matchId)!;
    clock.now = saved;
    expect(ended.state).toBe('ended');
    expect(seedHash(ended.serverSeed!)).toBe(live.serverSeedHash);
    // Anyone can replay it: the model, the published ratings and the revealed seed.
    const model = sportOf(ESPORTS.name, ESPORTS.type).model;
    const replay = model.play(fairStream(ended.serverSeed!, ended.matchId), model.params(ended.home.rating, ended.away.rating));
    expect(ended.result).toMatchObject({ home: replay.home, away: replay.away, winner: replay.winner });
    expect(ended.score).toMatchObject({ home: replay.home, away: replay.away });
    const winner = ended.markets.find((m) => m.market === 'winner')!.selections;
    expect(winner.find((s) => s.selection === replay.winner)!.outcome).toBe('won');
  });

  it('shows a sports entry its own sport, and publishes the entry\u2019s margin, limits and return', async () => {
    const { player } = await demoPlayer(SPORTS.code);
    expect((await boardOf(player, SPORTS.code)).competition.code).toBe(sportOf(SPORTS.name).code);
    expect(sportsFamily.describe(SPORTS)).toMatchObject({
      competition: sportOf(SPORTS.name).code,
      margin: 0.05,
      minStake: Math.max(SPORTS.minBet, 100),
      maxLegs: 10,
      returnToPlayer: NOMINAL_RETURN,
    });
  });
});

describe('a slip', () => {
  it('a two-leg e-sports parlay: one bet at the shown odds, one win after both matches, exact however often the beat runs', async () => {
    const { player, balance } = await demoPlayer();
    const before = await balance();
    const [first, second] = (await boardOf(player)).matches.filter((m) => m.state === 'open');
    const legs = [await winnerLeg(first!, true), await winnerLeg(second!, true)];
    const res = await post('/api/sports/slip', { ...player, game: ESPORTS.code, stake: STAKE, legs });
    expect(res.statusCode, res.body).toBe(200);
    const { slip, balance: after } = res.json();
    const payout = payoutOf(
      STAKE,
      legs.map((l) => Math.round(l.odds * 100)),
    );
    expect(after).toBe(before - STAKE);
    expect(slip).toMatchObject({ kind: 'parlay', state: 'placed', stake: STAKE, potentialPayout: payout, win: 0 });
    expect(slip.legs.map((l: { matchId: string }) => l.matchId)).toEqual([first!.matchId, second!.matchId]);

    // The first match over, the second still playing: nothing is paid yet.
    clock.now = Date.parse(first!.endsAt);
    await tick();
    expect(await balance()).toBe(before - STAKE);
    expect((await slipDetails(bed.ctx, slip.slipId))!.legs.map((l) => l.outcome)).toEqual(['won', null]);

    clock.now = endOf(first!, second!);
    await tick();
    await Promise.all([tick(), tick()]);
    await tick();
    expect(await balance()).toBe(before - STAKE + payout);
    expect((await walletMoves(slip.slipId)).map((m) => [m.kind, Number(m.amount)])).toEqual([
      ['bet', STAKE],
      ['win', payout],
    ]);
    const mine = (await post('/api/sports/my-bets', { user: player.user, token: player.token, game: ESPORTS.code })).json();
    const settled = mine.slips.find((s: { slipId: string }) => s.slipId === slip.slipId);
    expect(settled).toMatchObject({ state: 'settled', win: payout, kind: 'parlay' });
    for (const leg of settled.legs) {
      expect(leg.outcome).toBe('won');
      expect(seedHash(leg.serverSeed)).toBe(leg.serverSeedHash);
      expect(leg.result.winner).toBe(leg.selection);
    }

    // The player's betting record shows the slip's legs as the provider recorded them.
    const record = await recordOf(slip.slipId);
    expect(record.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['bet', STAKE],
      ['win', payout],
    ]);
    expect(record.slip).toMatchObject({ kind: 'parlay', odds: slip.odds });
    expect(record.slip!.legs).toEqual(
      settled.legs.map((leg: { home: string; away: string; result: { home: number; away: number } }) =>
        expect.objectContaining({
          home: leg.home,
          away: leg.away,
          market: 'winner',
          outcome: 'won',
          score: { home: leg.result.home, away: leg.result.away },
        }),
      ),
    );
    // A provider that cannot answer in time leaves the record its money, without the legs.
    const warnings: unknown[] = [];
    const down = await recordOf(slip.slipId, async () => Promise.reject(new Error('timeout')), warnings);
    expect(down).toMatchObject({ lines: record.lines, slip: null, roundPage: record.roundPage });
    expect(warnings).toHaveLength(1);
  });

  it('pays nothing for a parlay with a lost leg, and still closes its round', async () => {
    const { player, balance } = await demoPlayer();
    const before = await balance();
    const [first, second] = (await boardOf(player)).matches.filter((m) => m.state === 'open');
    const legs = [await winnerLeg(first!, true), await winnerLeg(second!, false)];
    const { slip } = (await post('/api/sports/slip', { ...player, game: ESPORTS.code, stake: STAKE, legs })).json();
    clock.now = endOf(first!, second!);
    await tick();
    expect(await balance()).toBe(before - STAKE);
    expect((await walletMoves(slip.slipId)).map((m) => [m.kind, Number(m.amount)])).toEqual([
      ['bet', STAKE],
      ['win', 0],
    ]);
    expect((await slipDetails(bed.ctx, slip.slipId))!.legs.map((l) => l.outcome)).toEqual(['won', 'lost']);
  });

  it('counts a void leg at odds 1.00: a match the schedule can no longer replay', async () => {
    const { player, balance } = await demoPlayer();
    const before = await balance();
    const [first, second] = (await boardOf(player)).matches.filter((m) => m.state === 'open');
    const legs = [await winnerLeg(first!, true), await winnerLeg(second!, false)];
    const { slip } = (await post('/api/sports/slip', { ...player, game: ESPORTS.code, stake: STAKE, legs })).json();
    // As if the competition's sides had changed since: the stored match is no longer the scheduled one.
    await t.db.query(`UPDATE house_sports_matches SET home = 'Retired Team' WHERE partner_code = $1 AND match_id = $2`, [
      PARTNER,
      second!.matchId,
    ]);
    clock.now = endOf(first!, second!);
    await tick();
    expect((await slipDetails(bed.ctx, slip.slipId))!.legs.map((l) => l.outcome)).toEqual(['won', 'void']);
    expect(await balance()).toBe(before - STAKE + payoutOf(STAKE, [Math.round(legs[0]!.odds * 100)]));
  });

  it('refuses a leg whose match has kicked off, and takes no money', async () => {
    const { player, balance } = await demoPlayer();
    const before = await balance();
    const [open] = (await boardOf(player)).matches.filter((m) => m.state === 'open');
    const leg = await winnerLeg(open!, true);
    clock.now = Date.parse(open!.kickoffAt);
    const res = await post('/api/sports/slip', { ...player, game: ESPORTS.code, stake: STAKE, legs: [leg] });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('DRAW_CLOSED');
    expect(await balance()).toBe(before);
  });

  it('refuses changed odds, bad stakes, repeated or unknown matches, markets not offered and other games', async () => {
    const { player, balance } = await demoPlayer();
    const before = await balance();
    const [first, second] = (await boardOf(player)).matches.filter((m) => m.state === 'open');
    const leg = await winnerLeg(first!, true);
    const slip = (body: object) => post('/api/sports/slip', { ...player, game: ESPORTS.code, stake: STAKE, legs: [leg], ...body });
    const refusal = async (body: object) => {
      const res = await slip(body);
      return [res.statusCode, res.json().error];
    };
    // A price other than the one offered: the player sees the new one before betting.
    expect(await refusal({ legs: [{ ...leg, odds: leg.odds + 0.01 }] })).toEqual([409, 'ODDS_CHANGED']);
    expect(await refusal({ stake: STAKE + 50 })).toEqual([400, 'BAD_STAKE']);
    expect(await refusal({ stake: 20_000_00 })).toEqual([400, 'BAD_STAKE']);
    if (ESPORTS.minBet > 100) expect(await refusal({ stake: ESPORTS.minBet - 100 })).toEqual([400, 'BAD_STAKE']);
    expect(await refusal({ legs: [leg, leg] })).toEqual([400, 'BAD_NUMBERS']);
    expect(await refusal({ legs: [{ ...leg, matchId: `${first!.matchId.slice(0, -1)}9` }] })).toEqual([404, 'ROUND_NOT_FOUND']);
    const slot = first!.matchId.split('-')[1];
    expect(await refusal({ legs: [{ ...leg, matchId: `curling-${slot}-1` }] })).toEqual([404, 'ROUND_NOT_FOUND']);
    const otherCompetition = sportOf(SPORTS.name).code;
    expect(await refusal({ legs: [{ ...leg, matchId: `${otherCompetition}-${slot}-2` }] })).toEqual([404, 'ROUND_NOT_FOUND']);
    expect(await refusal({ legs: [{ ...leg, market: 'distance', selection: 'yes' }] })).toEqual([404, 'ROUND_NOT_FOUND']);
    expect(await refusal({ game: 'bayani-rng-001' })).toEqual([404, 'UNKNOWN_GAME']);
    expect(await refusal({ legs: [{ ...leg, extra: 1 }] })).toEqual([400, 'INVALID_INPUT']);
    expect(await refusal({ legs: Array(11).fill(leg) })).toEqual([400, 'INVALID_INPUT']);
    expect(await refusal({ legs: [] })).toEqual([400, 'INVALID_INPUT']);
    expect(second).toBeDefined();
    expect(await balance()).toBe(before);
  });

  it('refuses a slip under a player’s wallet user without their game token, and writes nothing', async () => {
    const { player } = await demoPlayer();
    const [open] = (await boardOf(player)).matches.filter((m) => m.state === 'open');
    const leg = await winnerLeg(open!, true);
    const count = async () =>
      (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM house_sports_slips WHERE wallet_user = $1`, [player.user]))[0]!.n;
    const before = await count();
    const res = await post('/api/sports/slip', { ...player, token: 'x'.repeat(32), game: ESPORTS.code, stake: STAKE, legs: [leg] });
    expect([res.statusCode, res.json().error, res.json().walletStatus]).toEqual([409, 'WALLET_REFUSED', 'RS_ERROR_INVALID_TOKEN']);
    const board = await post('/api/sports/board', { user: player.user, token: 'x'.repeat(32), game: ESPORTS.code });
    expect(board.statusCode).toBe(409);
    const mine = await post('/api/sports/my-bets', { user: player.user, token: 'x'.repeat(32), game: ESPORTS.code });
    expect([mine.statusCode, mine.json().slips]).toEqual([409, undefined]);
    expect(await count()).toBe(before);
  });
});

describe('settlement through network trouble', () => {
  it('sends an unconfirmed win again on the next beat, and it is paid once', async () => {
    const { player, balance } = await demoPlayer();
    const before = await balance();
    const [open] = (await boardOf(player)).matches.filter((m) => m.state === 'open');
    const leg = await winnerLeg(open!, true);
    const { slip } = (await post('/api/sports/slip', { ...player, game: ESPORTS.code, stake: STAKE, legs: [leg] })).json();
    clock.now = endOf(open!);
    // The operator pays, but its answer is lost: the slip stays open for the next beat.
    trouble.push({ path: '/transaction/win', when: 'after' });
    await tick();
    const [row] = await t.db.query<{ state: string }>(`SELECT state FROM house_sports_slips WHERE slip_id = $1`, [slip.slipId]);
    expect(row!.state).toBe('placed');
    await tick();
    await tick();
    const win = payoutOf(STAKE, [Math.round(leg.odds * 100)]);
    expect(await balance()).toBe(before - STAKE + win);
    expect((await walletMoves(slip.slipId)).map((m) => m.kind)).toEqual(['bet', 'win']);
    const [settled] = await t.db.query<{ state: string; win: string }>(`SELECT state, win FROM house_sports_slips WHERE slip_id = $1`, [
      slip.slipId,
    ]);
    expect([settled!.state, Number(settled!.win)]).toEqual(['settled', win]);
  });

  it('rolls back a bet that had no answer by the end of its matches', async () => {
    const { player, balance } = await demoPlayer();
    const before = await balance();
    const [open] = (await boardOf(player)).matches.filter((m) => m.state === 'open');
    const leg = await winnerLeg(open!, true);
    // The bet is applied but its answer is lost, and the immediate rollback never arrives.
    trouble.push({ path: '/transaction/bet', when: 'after' }, { path: '/transaction/rollback', when: 'before' });
    const res = await post('/api/sports/slip', { ...player, game: ESPORTS.code, stake: STAKE, legs: [leg] });
    expect([res.statusCode, res.json().error]).toEqual([409, 'WALLET_FAILED']);
    expect(await balance()).toBe(before - STAKE);
    const [pending] = await t.db.query<{ slip_id: string; state: string }>(
      `SELECT slip_id, state FROM house_sports_slips WHERE wallet_user = $1 ORDER BY created_at DESC LIMIT 1`,
      [player.user],
    );
    expect(pending!.state).toBe('pending');
    clock.now = endOf(open!);
    await tick();
    await tick();
    expect(await balance()).toBe(before);
    const mine = (await post('/api/sports/my-bets', { user: player.user, token: player.token, game: ESPORTS.code })).json();
    expect(mine.slips.find((s: { slipId: string }) => s.slipId === pending!.slip_id).state).toBe('void');
  });
});

describe('the every-game driver', () => {
  it('bets a single the way the page does and reads its settlement', async () => {
    const { player, balance } = await demoPlayer(SPORTS.code);
    const before = await balance();
    const io = {
      async post(_game: unknown, path: string, body: object) {
        const res = await post(path, body);
        if (res.statusCode !== 200) throw Object.assign(new Error(res.body), res.json());
        return res.json();
      },
      now: () => clock.now,
      async wait(ms: number) {
        clock.now += ms;
        await tick();
      },
    };
    const facts = { family: 'sports' as const, ...sportsFamily.describe(SPORTS) };
    const played = await sportsDriver.play(io, { prefix: '', code: SPORTS.code, player, facts });
    expect(played.stake).toBe(Math.max(SPORTS.minBet, 100));
    expect(await balance()).toBe(before - played.stake + played.win);
  });
});
