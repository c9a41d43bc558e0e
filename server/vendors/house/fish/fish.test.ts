import { describe, expect, it } from 'vitest';
import { sessionPlayer, useTestApp } from '../../../test/harness';
import { aggregatorGames } from '../aggregator';
import { seedHash } from '../fairness';
import { useFamilyTestBed } from '../family-test-bed';
import { fishFamily } from './family';
import { betLevels, shoot, shotStream } from './rules';
import { fishTable } from './species';

const t = useTestApp();
const PARTNER = 'dagat';
const GAMES = [...aggregatorGames().values()].filter((g) => g.vendor === 'DAGAT' && g.family === 'fish');
const GAME = GAMES[0]!;
const TABLE = fishTable(GAME);
const STAKE = betLevels(GAME.minBet)[0]!;
const CHEAP = TABLE.species[0]!.id;
const BOSS = TABLE.species.at(-1)!.id;

const bed = useFamilyTestBed(t, { partner: PARTNER, games: GAMES, families: [fishFamily] });
const { trouble, clock } = bed;

/** A player with a fresh game token for the fish game: the demo player (₱10,000), or another member. */
const playerWithToken = (memberId?: number) => bed.player(GAME.code, memberId);
const demoPlayer = () => playerWithToken();

const post = (url: string, payload: object) => bed.vendor.inject({ method: 'POST', url, payload });

async function open(player: object, shots = 20) {
  const res = await post('/api/fish/open', { ...player, game: GAME.code, shotStake: STAKE, shots, clientSeed: 'my-seed' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { roundId: string; serverSeedHash: string; balance: number; clientSeed: string };
}

/** Fires shots numbered `from`..`to` at a fish, ten a call as the page does. */
async function fire(player: object, roundId: string, from: number, to: number, fishId = CHEAP) {
  const answers = [];
  for (let k = from; k <= to; k += 10) {
    const shots = Array.from({ length: Math.min(10, to - k + 1) }, (_, i) => ({ fishId, shotNo: k + i }));
    const res = await post('/api/fish/shoot', { ...player, roundId, shots });
    expect(res.statusCode, res.body).toBe(200);
    answers.push(res.json());
  }
  return answers.at(-1);
}

/** What the round's shots won, replayed from its revealed seeds and the game's published table. */
async function replayedWin(roundId: string, serverSeed: string, clientSeed: string): Promise<number> {
  const shots = await t.db.query<{ shot_no: number; fish_id: string }>(
    `SELECT shot_no, fish_id FROM house_fish_shots WHERE round_id = $1`,
    [roundId],
  );
  return shots.reduce((sum, s) => {
    const species = TABLE.species.find((x) => x.id === s.fish_id)!;
    return sum + shoot(shotStream(serverSeed, clientSeed, s.shot_no), TABLE, species, s.shot_no, STAKE).win;
  }, 0);
}

describe('a fishing round', () => {
  it('takes one bet for the batch and pays one win of its catches plus the unfired shots, replayable from its seeds', async () => {
    const { player, balance } = await demoPlayer();
    const start = await balance();
    const round = await open(player);
    expect(round.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(round.balance).toBe(start - 20 * STAKE);

    const single = (await post('/api/fish/shoot', { ...player, roundId: round.roundId, fishId: BOSS, shotNo: 1 })).json();
    expect(single).toMatchObject({ shotNo: 1, fishId: BOSS, multiplier: TABLE.species.at(-1)!.multiplier, shotsLeft: 19 });
    const last = await fire(player, round.roundId, 2, 12);
    expect(last.shotsLeft).toBe(8);
    // No wallet call per shot: the balance is the one after the bet.
    expect(await balance()).toBe(start - 20 * STAKE);
    // The betting record's link shows the round, its seed kept back while shots can still be fired.
    expect(await fishFamily.roundDetails!(bed.ctx, round.roundId)).toMatchObject({ state: 'open', serverSeed: null, fired: 12 });

    const paid = (await post('/api/fish/cashout', { ...player, roundId: round.roundId })).json();
    expect(paid).toMatchObject({ roundWin: last.roundWin, refund: 8 * STAKE, fired: 12 });
    expect(seedHash(paid.serverSeed)).toBe(round.serverSeedHash);
    expect(await replayedWin(round.roundId, paid.serverSeed, round.clientSeed)).toBe(paid.roundWin);
    expect(paid.balance).toBe(start - 20 * STAKE + paid.roundWin + 8 * STAKE);
    expect(await balance()).toBe(paid.balance);
    expect(await fishFamily.roundDetails!(bed.ctx, round.roundId)).toMatchObject({
      state: 'settled',
      stake: 20 * STAKE,
      win: paid.roundWin + 8 * STAKE,
      serverSeed: paid.serverSeed,
      serverSeedHash: round.serverSeedHash,
    });

    // Asked again, the round answers the same figures, and pays nothing more.
    expect((await post('/api/fish/cashout', { ...player, roundId: round.roundId })).json()).toEqual(paid);
    expect(await balance()).toBe(paid.balance);
    const late = await post('/api/fish/shoot', { ...player, roundId: round.roundId, fishId: CHEAP, shotNo: 13 });
    expect([late.statusCode, late.json().error]).toEqual([409, 'ROUND_CLOSED']);
  });

  it('closes itself and pays when its batch is used up', async () => {
    const { player, balance } = await demoPlayer();
    const start = await balance();
    const round = await open(player);
    const last = await fire(player, round.roundId, 1, 20);
    expect(last).toMatchObject({ shotsLeft: 0, closed: { refund: 0, fired: 20, roundWin: last.roundWin } });
    expect(last.closed.balance).toBe(start - 20 * STAKE + last.roundWin);
    expect(await balance()).toBe(last.closed.balance);
  });

  it('closes a round idle for 30 seconds: a player who left gets exactly their wins and unfired shots back', async () => {
    const { player, balance } = await demoPlayer();
    const start = await balance();
    const round = await open(player, 50);
    const last = await fire(player, round.roundId, 1, 7, BOSS);
    const shotWins = await fire(player, round.roundId, 8, 16);

    clock.now += 29_000;
    await fishFamily.tick!(bed.ctx);
    expect(await balance()).toBe(start - 50 * STAKE);
    // Still open at 29 s: a shot now counts and restarts the wait.
    const more = await fire(player, round.roundId, 17, 17);
    clock.now += 30_001;
    await fishFamily.tick!(bed.ctx);

    const roundWin = more.roundWin as number;
    expect(roundWin).toBeGreaterThanOrEqual(Math.max(last.roundWin, shotWins.roundWin));
    expect(await balance()).toBe(start - 50 * STAKE + roundWin + (50 - 17) * STAKE);
    const [row] = await t.db.query<{ state: string; server_seed: string }>(
      `SELECT state, server_seed FROM house_fish_rounds WHERE round_id = $1`,
      [round.roundId],
    );
    expect(row!.state).toBe('settled');
    expect(await replayedWin(round.roundId, row!.server_seed, 'my-seed')).toBe(roundWin);
    // The page that comes back reads the figures, and nothing more moves.
    expect((await post('/api/fish/cashout', { ...player, roundId: round.roundId })).json()).toMatchObject({ roundWin, refund: 33 * STAKE });
    await fishFamily.tick!(bed.ctx);
    expect(await balance()).toBe(start - 50 * STAKE + roundWin + 33 * STAKE);
  });

  it('counts every shot racing a cash-out either in the win or in the refund, never both', async () => {
    const { player, balance } = await demoPlayer();
    for (let i = 0; i < 5; i++) {
      const before = await balance();
      const round = await open(player);
      const shots = Array.from({ length: 10 }, (_, k) => ({ fishId: CHEAP, shotNo: k + 1 }));
      const [shot, out] = await Promise.all([
        post('/api/fish/shoot', { ...player, roundId: round.roundId, shots }),
        post('/api/fish/cashout', { ...player, roundId: round.roundId }),
      ]);
      const paid = out.json();
      expect([0, 10]).toContain(paid.fired);
      expect(shot.statusCode).toBe(paid.fired === 10 ? 200 : 409);
      expect(paid.refund).toBe((20 - paid.fired) * STAKE);
      expect(await replayedWin(round.roundId, paid.serverSeed, round.clientSeed)).toBe(paid.roundWin);
      expect(await balance()).toBe(before - 20 * STAKE + paid.roundWin + paid.refund);
    }
  });

  it('counts a shot number once: sent again, it answers as the first time', async () => {
    const { player, balance } = await demoPlayer();
    const start = await balance();
    const round = await open(player);
    const first = (await post('/api/fish/shoot', { ...player, roundId: round.roundId, fishId: CHEAP, shotNo: 3 })).json();
    const again = (await post('/api/fish/shoot', { ...player, roundId: round.roundId, fishId: BOSS, shotNo: 3 })).json();
    expect(again).toEqual(first);
    expect(again.shotsLeft).toBe(19);
    const batch = (
      await post('/api/fish/shoot', {
        ...player,
        roundId: round.roundId,
        shots: [
          { fishId: CHEAP, shotNo: 3 },
          { fishId: CHEAP, shotNo: 4 },
        ],
      })
    ).json();
    expect(batch.results[0]).toEqual({ shotNo: 3, fishId: CHEAP, caught: first.caught, multiplier: first.multiplier, win: first.win });
    expect(batch.shotsLeft).toBe(18);
    const twice = await post('/api/fish/shoot', {
      ...player,
      roundId: round.roundId,
      shots: [
        { fishId: CHEAP, shotNo: 5 },
        { fishId: CHEAP, shotNo: 5 },
      ],
    });
    expect([twice.statusCode, twice.json().error]).toEqual([400, 'BAD_SHOT']);
    const paid = (await post('/api/fish/cashout', { ...player, roundId: round.roundId })).json();
    expect(paid).toMatchObject({ fired: 2, refund: 18 * STAKE, roundWin: batch.roundWin });
    expect(await balance()).toBe(start - 20 * STAKE + batch.roundWin + 18 * STAKE);
  });

  it('pays a win whose answer was lost exactly once, on the next beat', async () => {
    const { player, balance } = await demoPlayer();
    for (const when of ['after', 'before'] as const) {
      const before = await balance();
      const round = await open(player);
      const last = await fire(player, round.roundId, 1, 10);
      trouble.push({ path: '/transaction/win', when });
      const failed = await post('/api/fish/cashout', { ...player, roundId: round.roundId });
      expect([failed.statusCode, failed.json().error]).toEqual([409, 'WALLET_FAILED']);
      const owed = before - 20 * STAKE + last.roundWin + 10 * STAKE;
      // Lost after the operator applied it, the win is in; lost before, it is not yet.
      expect(await balance()).toBe(when === 'after' ? owed : before - 20 * STAKE);
      clock.now += 1_000;
      await fishFamily.tick!(bed.ctx);
      expect(await balance()).toBe(owed);
      clock.now += 120_000;
      await fishFamily.tick!(bed.ctx);
      expect(await balance()).toBe(owed);
      expect((await post('/api/fish/cashout', { ...player, roundId: round.roundId })).json()).toMatchObject({ balance: owed });
    }
  });

  it('rolls back a bet whose answer was lost, at once or on a later beat, and never opens that round', async () => {
    const { player, balance } = await demoPlayer();
    const start = await balance();
    trouble.push({ path: '/transaction/bet', when: 'after' });
    const lost = await post('/api/fish/open', { ...player, game: GAME.code, shotStake: STAKE, shots: 20 });
    expect(lost.json().error).toBe('WALLET_FAILED');
    expect(await balance()).toBe(start);

    trouble.push({ path: '/transaction/bet', when: 'after' }, { path: '/transaction/rollback', when: 'before' });
    expect((await post('/api/fish/open', { ...player, game: GAME.code, shotStake: STAKE, shots: 20 })).json().error).toBe('WALLET_FAILED');
    expect(await balance()).toBe(start - 20 * STAKE);
    await fishFamily.tick!(bed.ctx);
    expect(await balance()).toBe(start);
    const states = await t.db.query<{ state: string }>(`SELECT state FROM house_fish_rounds WHERE game_token = $1`, [player.token]);
    expect(states.map((s) => s.state)).toEqual(['void', 'void']);
  });

  it('refuses what the game does not have, and rounds that are not the player\u2019s', async () => {
    const { player } = await demoPlayer();
    const other = await playerWithToken((await sessionPlayer(t)).memberId);
    const refusal = async (url: string, body: object) => {
      const res = await post(url, body);
      return [res.statusCode, res.json().error];
    };
    const order = { ...player, game: GAME.code, shotStake: STAKE, shots: 20 };
    expect(await refusal('/api/fish/open', { ...order, shotStake: STAKE + 50 })).toEqual([400, 'BAD_STAKE']);
    expect(await refusal('/api/fish/open', { ...order, shotStake: betLevels(GAME.minBet).at(-1)! * 2 })).toEqual([400, 'BAD_STAKE']);
    expect(await refusal('/api/fish/open', { ...order, shots: 33 })).toEqual([400, 'BAD_STAKE']);
    expect(await refusal('/api/fish/open', { ...order, game: 'bayani-fish-001' })).toEqual([404, 'UNKNOWN_GAME']);
    expect(await refusal('/api/fish/open', { ...order, extra: 1 })).toEqual([400, 'INVALID_INPUT']);

    // Another player's wallet user with this token: refused by the operator before anything is written.
    const stranger = await post('/api/fish/open', { ...order, user: other.player.user });
    expect(stranger.json()).toMatchObject({ error: 'WALLET_REFUSED', walletStatus: 'RS_ERROR_INVALID_TOKEN' });
    const written = await t.db.query(`SELECT 1 FROM house_fish_rounds WHERE wallet_user = $1 AND game_token = $2`, [
      other.player.user,
      player.token,
    ]);
    expect(written).toHaveLength(0);

    const round = await open(player);
    const shot = { ...player, roundId: round.roundId };
    // A fish of another game is no fish here.
    const elsewhere = GAMES.flatMap((g) => fishTable(g).species).find((s) => !TABLE.species.some((x) => x.id === s.id))!;
    expect(await refusal('/api/fish/shoot', { ...shot, fishId: elsewhere.id, shotNo: 1 })).toEqual([400, 'UNKNOWN_FISH']);
    expect(await refusal('/api/fish/shoot', { ...shot, fishId: 'kraken-x', shotNo: 1 })).toEqual([400, 'UNKNOWN_FISH']);
    expect(await refusal('/api/fish/shoot', { ...shot, fishId: CHEAP, shotNo: 21 })).toEqual([400, 'BAD_SHOT']);
    expect(await refusal('/api/fish/shoot', { ...shot, fishId: CHEAP, shotNo: 0 })).toEqual([400, 'INVALID_INPUT']);
    // One form or the other, never both, and at most ten shots a call.
    expect(await refusal('/api/fish/shoot', { ...shot, fishId: CHEAP, shotNo: 1, shots: [{ fishId: CHEAP, shotNo: 2 }] })).toEqual([
      400,
      'INVALID_INPUT',
    ]);
    expect(await refusal('/api/fish/shoot', { ...shot, fishId: CHEAP })).toEqual([400, 'INVALID_INPUT']);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ fishId: CHEAP, shotNo: i + 1 }));
    expect(await refusal('/api/fish/shoot', { ...shot, shots: eleven })).toEqual([400, 'INVALID_INPUT']);
    // Another player's token finds no round, to shoot in or to cash out.
    const theirs = { ...other.player, roundId: round.roundId };
    expect(await refusal('/api/fish/shoot', { ...theirs, fishId: CHEAP, shotNo: 1 })).toEqual([404, 'ROUND_NOT_FOUND']);
    expect(await refusal('/api/fish/cashout', theirs)).toEqual([404, 'ROUND_NOT_FOUND']);
    expect((await post('/api/fish/cashout', shot)).json()).toMatchObject({ fired: 0, roundWin: 0, refund: 20 * STAKE });
  });
});
