import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLAYER } from '../../../db/seed';
import { issueGameToken, walletUser } from '../../../modules/seamless/game-tokens';
import { hashToken } from '../../../modules/session/tokens';
import { bearer, loginAs, useTestApp } from '../../../test/harness';
import { fairStream, seedHash } from '../fairness';
import { aggregatorGames } from '../aggregator';
import type { AggregatorGame } from '../family';
import { useFamilyTestBed } from '../family-test-bed';
import type { Played } from '../rounds';
import { ABANDONED_AFTER_MS, pvpFamily } from './family';
import { pvpGameOf } from './games';
import { lucky9, lucky9Return } from './lucky9';
import { pusoyDos } from './pusoy-game';
import type { Move, PvpRules } from './table';
import { tableLook } from '../table-look';

const t = useTestApp();
const PARTNER = 'perlas';
const game = (code: string, name: string, minBet: number): AggregatorGame => ({
  vendor: 'PERLAS',
  code,
  name,
  type: 'PVP',
  classify: null,
  minBet,
  family: 'pvp',
});
const GAMES = [
  game('perlas-pvp-001', 'Lucky 9 Classic', 100),
  game('perlas-pvp-002', 'Pusoy Dos Royale', 500),
  game('perlas-pvp-003', 'Tongits Go', 200),
];
const [LUCKY_9, PUSOY_DOS, TONGITS] = GAMES.map((g) => g.code) as [string, string, string];

const bed = useFamilyTestBed(t, { partner: PARTNER, games: GAMES, families: [pvpFamily] });
const { clock } = bed;
let session: string;
let player: { user: string; token: string; currency: string };

beforeAll(async () => {
  // The demo player, launched into this partner's games: a game token bound to their session.
  session = await loginAs(t.app, DEMO_PLAYER.username, DEMO_PLAYER.password);
  const [member] = await t.db.query<{ id: number }>('SELECT id FROM members WHERE username = $1', [DEMO_PLAYER.username]);
  const token = await issueGameToken(t.db, {
    memberId: Number(member!.id),
    sessionHash: hashToken(session, t.config.tokenPepper),
    partnerCode: PARTNER,
    gameCode: LUCKY_9,
    currency: 'PHP',
  });
  player = { user: walletUser(Number(member!.id)), token, currency: 'PHP' };
});

const post = (url: string, payload: object) => bed.vendor.inject({ method: 'POST', url, payload });
const balance = async () => (await t.app.inject({ url: '/wps/wallets/gcs', headers: bearer(session) })).json().value.sumBalance as number;

async function deal(code: string, stake: number, clientSeed = 'my-seed') {
  const { roundId, serverSeedHash } = await bed.ctx.rounds.commit(code, player);
  const res = await post('/api/pvp/deal', { ...player, roundId, clientSeed, stake });
  return { roundId, serverSeedHash, res };
}

/** Replays a round from its revealed seeds and the player's moves: the same end, the same win. */
function replay<S>(rules: PvpRules<S>, end: Played, moves: Move[]) {
  let step = rules.deal(fairStream(end.serverSeed, end.clientSeed), end.stake);
  for (const move of moves) {
    if (step.done) break;
    step = rules.act(step.state, move);
  }
  expect(step).toMatchObject({ done: true, win: end.win, result: end.result });
}

describe('the PVP family', () => {
  it('maps the catalogue names to their tables and publishes each one’s facts', () => {
    expect(pvpGameOf('Lucky 9 Classic')).toBe('lucky-9');
    expect(pvpGameOf('Pusoy Dos Royale')).toBe('pusoy-dos');
    expect(pvpGameOf('Tongits Blitz')).toBe('tongits');
    expect(pvpGameOf('Pusoy Showdown')).toBeNull();
    expect(pvpGameOf('Color Game')).toBeNull();
    // Every PVP table of the catalogue is one of the three.
    const tables = [...aggregatorGames().values()].filter((g) => g.family === 'pvp');
    expect(tables.length).toBeGreaterThan(0);
    for (const table of tables) expect(pvpGameOf(table.name), table.name).not.toBeNull();
    expect(pvpFamily.describe(GAMES[0]!)).toMatchObject({
      variant: 'lucky-9',
      returnToPlayer: lucky9Return(),
      rakePercent: 5,
      stakes: [100, 200, 500, 1000, 2000, 5000],
      limits: { min: 100, max: 5000 },
      seats: { min: 4, max: 6 },
    });
    expect(pvpFamily.describe(GAMES[1]!)).toMatchObject({ variant: 'pusoy-dos', returnToPlayer: 0.95, seats: { min: 4, max: 4 } });
    expect(pvpFamily.describe(GAMES[2]!)).toMatchObject({ variant: 'tongits', returnToPlayer: 0.95, limits: { min: 200, max: 10_000 } });
    // Each table its own look, run by a host of the vendor's studio.
    expect(pvpFamily.describe(GAMES[0]!).look).toEqual(tableLook(GAMES[0]!));
    expect(pvpFamily.describe(GAMES[1]!).look).toMatchObject({ palette: 'royale', studio: 'Perlas Play', table: 2, role: 'host' });
    expect(pvpFamily.describe(GAMES[2]!).look).toMatchObject({ palette: 'classic', table: 3 });
  });

  it('plays a Lucky 9 round: the balance moves by exactly the stake and the win, and the round replays from its seeds', async () => {
    const before = await balance();
    const { roundId, serverSeedHash, res } = await deal(LUCKY_9, 1000);
    expect(res.statusCode).toBe(200);
    let end = res.json();
    const moves: Move[] = [];
    if (end.open) {
      expect(end.view).toMatchObject({ game: 'lucky-9', actions: ['draw', 'stand'] });
      expect(end.balance).toBe(before - 1000);
      const action = end.view.total <= 5 ? 'draw' : 'stand';
      moves.push({ action });
      end = (await post('/api/pvp/act', { ...player, roundId, action })).json();
    }
    expect(end).toMatchObject({ roundId, stake: 1000, serverSeedHash, result: { game: 'lucky-9' } });
    expect([0, 1000, 1900]).toContain(end.win);
    expect(seedHash(end.serverSeed)).toBe(serverSeedHash);
    expect(end.balance).toBe(before - 1000 + end.win);
    expect(await balance()).toBe(before - 1000 + end.win);
    replay(lucky9, end, moves);
    // A played round is over.
    expect((await post('/api/pvp/act', { ...player, roundId, action: 'stand' })).json().error).toBe('ROUND_NOT_FOUND');
  });

  it('plays a Pusoy Dos game to the end, refusing illegal moves without touching the table', async () => {
    const before = await balance();
    const { roundId, res } = await deal(PUSOY_DOS, 500);
    let step = res.json();
    expect(step).toMatchObject({ open: true, view: { game: 'pusoy-dos' } });

    // Passing on a lead and playing cards not held are refused .
    const illegal = step.view.canPass ? { action: 'play', cards: ['3C', '2D'] } : { action: 'pass' };
    const refused = await post('/api/pvp/act', { ...player, roundId, ...illegal });
    expect([refused.statusCode, refused.json().error]).toEqual([400, 'ILLEGAL_MOVE']);
    expect((await post('/api/pvp/act', { ...player, roundId, action: 'play', cards: ['XX'] })).statusCode).toBe(400);

    const moves: Move[] = [];
    while (step.open) {
      const { legal, canPass } = step.view as { legal: string[][]; canPass: boolean };
      // The simplest player: the first play the page would highlight, or a pass when nothing beats the pile.
      const move: Move = legal.length > 0 ? { action: 'play', cards: legal[0]! } : { action: 'pass' };
      expect(legal.length > 0 || canPass).toBe(true);
      moves.push(move);
      const next = await post('/api/pvp/act', { ...player, roundId, ...move });
      expect(next.statusCode, next.body).toBe(200);
      step = next.json();
    }
    expect([0, 1900]).toContain(step.win);
    expect(step.result).toMatchObject({ game: 'pusoy-dos', pot: 2000, rake: step.win > 0 ? 100 : 0 });
    expect(step.balance).toBe(before - 500 + step.win);
    expect(await balance()).toBe(before - 500 + step.win);
    replay(pusoyDos, step, moves);
  });

  it('refuses stakes that are not whole pesos within the table’s limits, and unknown fields', async () => {
    for (const stake of [150, 100, 50_100]) expect((await deal(PUSOY_DOS, stake)).res.json().error).toBe('BAD_STAKE');
    const { roundId } = await bed.ctx.rounds.commit(LUCKY_9, player);
    const extra = await post('/api/pvp/deal', { ...player, roundId, clientSeed: 's', stake: 1000, bonus: true });
    expect(extra.json().error).toBe('INVALID_INPUT');
    const unknown = await post('/api/pvp/act', { ...player, roundId: '00000000-0000-4000-8000-000000000000', action: 'stand' });
    expect(unknown.json().error).toBe('ROUND_NOT_FOUND');
  });

  it('finishes a table left for ten minutes with a bot playing the player’s hand, and pays it', async () => {
    const before = await balance();
    clock.now = Date.now();
    let opened = null;
    for (let i = 0; !opened; i++) {
      const { roundId, res } = await deal(TONGITS, 200, `left-${i}`);
      if (res.json().open) opened = roundId;
    }
    await pvpFamily.tick!(bed.ctx);
    const [waiting] = await t.db.query<{ state: string }>('SELECT state FROM house_rounds WHERE round_id = $1', [opened]);
    expect(waiting!.state).toBe('open');

    clock.now = Date.now() + ABANDONED_AFTER_MS + 1000;
    await pvpFamily.tick!(bed.ctx);
    const [row] = await t.db.query<{ state: string; win: string | number; outcome: { game: string; winner: number } }>(
      'SELECT state, win, outcome FROM house_rounds WHERE round_id = $1',
      [opened],
    );
    expect(row).toMatchObject({ state: 'settled', outcome: { game: 'tongits' } });
    expect(Number(row!.win)).toBe(row!.outcome.winner === 0 ? 570 : 0);
    // Every round of this test but the abandoned one ended at its deal, each within a stake of 200.
    const settled = await t.db.query<{ stake: string; win: string }>(
      `SELECT stake, win FROM house_rounds WHERE game_code = $1 AND state = 'settled'`,
      [TONGITS],
    );
    const net = settled.reduce((sum, r) => sum - Number(r.stake) + Number(r.win), 0);
    expect(await balance()).toBe(before + net);
  });
});
