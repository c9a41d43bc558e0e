import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ensurePlayerAccount, ensureSystemAccount, playerBalance, transfer } from '../../../ledger/ledger';
import { insertMember } from '../../../modules/member/repository';
import { issueGameToken, walletUser } from '../../../modules/seamless/game-tokens';
import { liveSessionHash, useTestApp } from '../../../test/harness';
import type { AggregatorGame } from '../family';
import { useFamilyTestBed } from '../family-test-bed';
import { fairStream, seedHash } from '../fairness';
import { PENDING_GRACE_MS } from './engine';
import { studioFamily, tableKindOf } from './family';
import { baccarat, coup, type BaccaratOutcome } from './games/baccarat';
import { dealer } from './games/shoe';
import { TableSchedule } from './schedule';
import { tableLook } from '../table-look';

// The studio against the real platform, in process: its routes on a bare Fastify, its wallet
// calls signed and sent to the operator's seamless-wallet API through inject (see family-test-bed.ts).
const t = useTestApp();
const PARTNER = 'studio-test';

const game = (code: string, name: string, minBet: number): AggregatorGame => ({
  vendor: 'BITUIN',
  code,
  name,
  type: 'LIVE',
  classify: null,
  minBet,
  family: name.includes('Blackjack') ? 'blackjack' : 'table',
});
const BACCARAT = game('studio-live-001', 'Speed Baccarat', 100);
const GAMES = new Map(
  [BACCARAT, game('studio-live-002', 'No Commission Baccarat', 500), game('studio-live-003', 'Classic Blackjack', 100)].map((g) => [
    g.code,
    g,
  ]),
);
const schedule = new TableSchedule(BACCARAT.code, baccarat.timing);

const family = studioFamily({});
const bed = useFamilyTestBed(t, { partner: PARTNER, games: [...GAMES.values()], families: [family] });
const { trouble, clock } = bed;

let seq = 0;
/** A player with ₱1,000 and a live game token of this partner. */
async function player() {
  const member = (await insertMember(t.db, {
    merchantCode: t.config.merchantCode,
    username: `studio${++seq}`,
    passwordHash: null,
    nickname: null,
    type: 0,
  }))!;
  await transfer(t.db, {
    idempotencyKey: `studio-fund:${member.id}`,
    kind: 'deposit',
    fromAccountId: await ensureSystemAccount(t.db, 'gateway', 'PHP'),
    toAccountId: await ensurePlayerAccount(t.db, member.id, 'PHP'),
    amount: 100_000,
    currency: 'PHP',
  });
  const token = await issueGameToken(t.db, {
    memberId: member.id,
    sessionHash: await liveSessionHash(t.db, member.id),
    partnerCode: PARTNER,
    gameCode: BACCARAT.code,
    currency: 'PHP',
  });
  return { memberId: member.id, user: walletUser(member.id), token, currency: 'PHP', balance: () => playerBalance(t.db, member.id, 'PHP') };
}
type TestPlayer = Awaited<ReturnType<typeof player>>;

const post = (url: string, payload: object) => bed.vendor.inject({ method: 'POST', url, payload });
const state = (p: TestPlayer, code = BACCARAT.code) => post('/api/table/state', { user: p.user, token: p.token, game: code });
const bet = (p: TestPlayer, round: number, bets: Record<string, number>, code = BACCARAT.code) =>
  post('/api/table/bet', { user: p.user, token: p.token, currency: p.currency, game: code, round, bets });

/** The outcome of a round of the Speed Baccarat table, as the test (not a player) can know it before the round closes. */
async function outcomeOf(round: number): Promise<BaccaratOutcome> {
  const rows = await t.db.query<{ secret: string }>('SELECT secret FROM house_studio_secrets WHERE partner_code = $1', [PARTNER]);
  const seed = createHmac('sha256', rows[0]!.secret).update(`${BACCARAT.code}:${round}`).digest('hex');
  return coup(dealer(fairStream(seed, `${BACCARAT.code}:${round}`)));
}

/** Moves the clock into the betting window of the next round whose outcome passes `test`. */
async function atRoundWhere(test: (o: BaccaratOutcome) => boolean): Promise<number> {
  let round = schedule.roundAt(clock.now) + 1;
  while (!test(await outcomeOf(round))) round++;
  clock.now = schedule.times(round).opensAt + 1000;
  return round;
}

const afterClose = (round: number, ms = 1) => {
  clock.now = schedule.times(round).closesAt + ms;
};

async function betRow(user: string) {
  const rows = await t.db.query<{ bet_id: string; state: string; win: string | null }>(
    'SELECT bet_id, state, win FROM house_studio_bets WHERE wallet_user = $1 ORDER BY created_at DESC LIMIT 1',
    [user],
  );
  return rows[0]!;
}

describe('the live studio', () => {
  it('pays a banker bet 0.95:1 once its round closes, the balance exact to the centavo', async () => {
    const p = await player();
    await state(p); // the partner's secret exists from the first look at a table
    const round = await atRoundWhere((o) => o.winner === 'banker');
    const open = (await state(p)).json();
    expect(open).toMatchObject({ round, phase: 'betting', kind: 'baccarat', myBets: [], balance: 100_000 });
    expect(open.history[0].round).toBe(round - 1);

    const placed = await bet(p, round, { banker: 10_000 });
    expect(placed.statusCode).toBe(200);
    expect(placed.json()).toMatchObject({ round, balance: 90_000, bet: { spots: { banker: 10_000 }, stake: 10_000, state: 'placed' } });
    expect(await p.balance()).toBe(90_000);

    afterClose(round);
    await family.tick!(bed.ctx);
    expect(await p.balance()).toBe(100_000 + 9_500);
    const after = (await state(p)).json();
    expect(after).toMatchObject({ round, phase: 'result', balance: 109_500, myBets: [{ stake: 10_000, state: 'settled', win: 19_500 }] });
    expect(after.history[0]).toMatchObject({ round, outcome: { winner: 'banker' }, paid: { banker: 1.95 } });
  });

  it('closes a lost bet with a win of 0, which ends the wallet round', async () => {
    const p = await player();
    const round = await atRoundWhere((o) => o.winner === 'banker');
    await bet(p, round, { player: 5_000 });
    afterClose(round);
    await family.tick!(bed.ctx);
    expect(await p.balance()).toBe(95_000);
    const wins = await t.db.query<{ amount: string; round: string }>(
      `SELECT amount, round FROM wallet_transactions WHERE partner_code = $1 AND member_id = $2 AND kind = 'win'`,
      [PARTNER, p.memberId],
    );
    expect(wins.map((w) => [Number(w.amount), w.round])).toEqual([[0, `${BACCARAT.code}:${round}`]]);
  });

  it('publishes the round seed hash when it opens and reveals the matching seed after, which replays the outcome', async () => {
    const p = await player();
    const round = await atRoundWhere(() => true);
    const open = (await state(p)).json();
    expect(open.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(open.history)).not.toContain(open.serverSeedHash);
    afterClose(round);
    const closed = (await state(p)).json();
    const revealed = closed.history[0];
    expect(revealed.round).toBe(round);
    expect(revealed.serverSeedHash).toBe(open.serverSeedHash);
    expect(seedHash(revealed.serverSeed)).toBe(open.serverSeedHash);
    expect(revealed.outcome).toEqual(coup(dealer(fairStream(revealed.serverSeed, `${BACCARAT.code}:${round}`))));
    expect(closed.history).toHaveLength(60);
    // Nobody bet: the round left nothing behind.
    const rows = await t.db.query('SELECT 1 FROM house_studio_bets WHERE game_code = $1 AND round_no = $2', [BACCARAT.code, round]);
    expect(rows).toHaveLength(0);
  });

  it('describes a round for the betting record by its wallet round: the seed and outcome only once it has closed', async () => {
    const round = await atRoundWhere(() => true);
    const during = await family.roundDetails!(bed.ctx, `${BACCARAT.code}:${round}`);
    expect(during).toMatchObject({ game: BACCARAT.code, kind: 'baccarat', round, serverSeed: null, outcome: null });
    afterClose(round);
    const after = (await family.roundDetails!(bed.ctx, `${BACCARAT.code}:${round}`))!;
    expect(seedHash(after.serverSeed as string)).toBe(during!.serverSeedHash);
    expect(after.outcome).toEqual(await outcomeOf(round));
    expect(await family.roundDetails!(bed.ctx, 'not-a-table:1')).toBeNull();
    expect(await family.roundDetails!(bed.ctx, '3f0c1a52-0000-4000-8000-000000000000')).toBeNull();
  });

  it('refuses a bet once its round has closed, or on a round not open yet, and takes no money', async () => {
    const p = await player();
    const round = await atRoundWhere(() => true);
    afterClose(round);
    for (const r of [round, round + 1]) {
      const late = await bet(p, r, { player: 1_000 });
      expect([late.statusCode, late.json().error]).toEqual([409, 'DRAW_CLOSED']);
    }
    expect(await p.balance()).toBe(100_000);
    expect(await t.db.query('SELECT 1 FROM house_studio_bets WHERE wallet_user = $1', [p.user])).toHaveLength(0);
  });

  it('refuses stakes outside whole pesos, the spots or the table limits', async () => {
    const p = await player();
    const round = await atRoundWhere(() => true);
    const refusals: [Record<string, number>, string?][] = [
      [{ banker: 150 }],
      [{ dragon: 1_000 }],
      [{ banker: 400 }, 'studio-live-002'], // under the No Commission table's ₱5 minimum
      [{ banker: 50_100 }], // over 500 x ₱1
    ];
    for (const [bets, code] of refusals) {
      const res = await bet(p, round, bets, code);
      expect([JSON.stringify(bets), res.statusCode, res.json().error]).toEqual([JSON.stringify(bets), 400, 'BAD_STAKE']);
    }
    // The limit holds over a player's bets in the round: ₱500 on banker, then not one peso more.
    expect((await bet(p, round, { banker: 50_000 })).statusCode).toBe(200);
    expect((await bet(p, round, { banker: 100 })).json().error).toBe('BAD_STAKE');
    expect((await bet(p, round, { player: 100 })).statusCode).toBe(200);
    expect(await p.balance()).toBe(100_000 - 50_100);
    expect((await bet(p, round, { banker: 100 }, 'studio-live-003')).json().error).toBe('UNKNOWN_GAME');
    expect((await bet(p, round, {})).statusCode).toBe(400);
    expect(
      (
        await post('/api/table/bet', {
          user: p.user,
          token: p.token,
          currency: 'PHP',
          game: BACCARAT.code,
          round,
          bets: { banker: 100 },
          win: 1,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('rolls back a bet whose wallet answer was lost, at once or after its round', async () => {
    const p = await player();
    const round = await atRoundWhere(() => true);
    // The operator took the bet, its answer was lost: the bet is rolled back on the spot.
    trouble.push({ path: '/transaction/bet', when: 'after' });
    const lost = await bet(p, round, { banker: 2_000 });
    expect([lost.statusCode, lost.json().error]).toEqual([409, 'WALLET_FAILED']);
    expect(await p.balance()).toBe(100_000);
    expect((await betRow(p.user)).state).toBe('void');

    // The rollback's answer is lost too: the bet stays pending, then the settlement rolls it back.
    trouble.push({ path: '/transaction/bet', when: 'after' }, { path: '/transaction/rollback', when: 'before' });
    expect((await bet(p, round, { banker: 3_000 })).json().error).toBe('WALLET_FAILED');
    expect(await p.balance()).toBe(97_000);
    afterClose(round);
    await family.tick!(bed.ctx);
    expect((await betRow(p.user)).state).toBe('pending'); // its answer may still be on the way
    expect((await state(p)).json().myBets).toMatchObject([{ state: 'refunded' }, { state: 'pending', stake: 3_000 }]);
    afterClose(round, PENDING_GRACE_MS + 1);
    await family.tick!(bed.ctx);
    expect((await betRow(p.user)).state).toBe('void');
    expect(await p.balance()).toBe(100_000);
  });

  it('applies a settlement once however often the tick runs, and sends an unconfirmed win again', async () => {
    const p = await player();
    const round = await atRoundWhere((o) => o.winner === 'player');
    await bet(p, round, { player: 10_000 });
    afterClose(round);
    trouble.push({ path: '/transaction/win', when: 'after' });
    await Promise.all([family.tick!(bed.ctx), family.tick!(bed.ctx), family.tick!(bed.ctx)]);
    // The operator paid, its answer was lost: the bet waits for its retry.
    expect(await p.balance()).toBe(110_000);
    expect((await betRow(p.user)).state).toBe('placed');
    await family.tick!(bed.ctx);
    expect((await betRow(p.user)).state).toBe('placed'); // not due again yet
    afterClose(round, 5_000);
    await Promise.all([family.tick!(bed.ctx), family.tick!(bed.ctx)]);
    afterClose(round, 60_000);
    await family.tick!(bed.ctx);
    const settled = await betRow(p.user);
    expect([settled.state, Number(settled.win)]).toEqual(['settled', 20_000]);
    expect(await p.balance()).toBe(110_000);
    const wins = await t.db.query(`SELECT 1 FROM wallet_transactions WHERE partner_code = $1 AND member_id = $2 AND kind = 'win'`, [
      PARTNER,
      p.memberId,
    ]);
    expect(wins).toHaveLength(1);
  });
});

describe('the studio family', () => {
  it('describes a table: kind, spots, timing, limits and exact returns, the best spot as its return', () => {
    const d = family.describe(BACCARAT);
    expect(d).toMatchObject({ kind: 'baccarat', timing: baccarat.timing, limits: { min: 100, max: 50_000 } });
    expect(d.returnToPlayer).toBeCloseTo(0.989421, 6);
    const nc = family.describe(GAMES.get('studio-live-002')!);
    expect(nc.spots).toContainEqual({ id: 'banker', pays: '1:1 (6: 0.5:1)' });
    expect(nc.returnToPlayer).toBeCloseTo(0.987649, 6); // the player bet beats the no-commission banker
    // Each table its own look: two baccarat tables, two felts, two table numbers.
    expect(d.look).toEqual(tableLook(BACCARAT));
    expect(d.look).toMatchObject({ palette: 'speed', studio: 'Bituin Live', table: 1, role: 'dealer' });
    expect(nc.look).toMatchObject({ palette: 'jade', studio: 'Bituin Live', table: 2 });
    expect(family.describe(GAMES.get('studio-live-003')!)).toEqual({ kind: null, returnToPlayer: null });
  });

  it('knows the kind of table from a live game\u2019s name; blackjack and other types are no studio table', () => {
    const kinds = Object.fromEntries(
      [
        'Speed Baccarat',
        'No Commission Baccarat',
        'VIP Roulette',
        'Manila Sic Bo',
        'Golden Dragon Tiger',
        'Classic Blackjack',
        'Lightning Fan Tan',
        'Super Andar Bahar',
        'Classic Color Game',
        'Speed Baccarat 12',
      ].map((name) => [name, tableKindOf(name, 'LIVE')]),
    );
    expect(kinds).toEqual({
      'Speed Baccarat': 'baccarat',
      'No Commission Baccarat': 'baccarat',
      'VIP Roulette': 'roulette',
      'Manila Sic Bo': 'sic-bo',
      'Golden Dragon Tiger': 'dragon-tiger',
      'Classic Blackjack': null,
      'Lightning Fan Tan': 'fan-tan',
      'Super Andar Bahar': 'andar-bahar',
      'Classic Color Game': 'colour',
      'Speed Baccarat 12': 'baccarat',
    });
    expect(tableKindOf('Golden Dragon Tiger')).toBe('dragon-tiger');
    expect([tableKindOf('Derby Cup', 'COCKFIGHT'), tableKindOf('Sabong Live')]).toEqual(['sabong', 'sabong']);
    expect([tableKindOf('Color Game', 'PVP'), tableKindOf('Golden Tiger', 'RNG')]).toEqual([null, null]);
  });

  it('runs each table\u2019s rounds back to back on its timing, the tables on offsets of their own', () => {
    const other = new TableSchedule('studio-live-009', baccarat.timing);
    const now = Date.UTC(2026, 5, 1, 12);
    const n = schedule.roundAt(now);
    const times = schedule.times(n);
    expect(times.opensAt).toBeLessThanOrEqual(now);
    expect(times.nextAt).toBeGreaterThan(now);
    expect(times.closesAt - times.opensAt).toBe(baccarat.timing.betting * 1000);
    expect(schedule.times(n + 1).opensAt).toBe(times.nextAt);
    expect(schedule.roundAt(times.nextAt)).toBe(n + 1);
    expect(schedule.roundAt(times.nextAt - 1)).toBe(n);
    expect(other.times(other.roundAt(now)).opensAt).not.toBe(times.opensAt);
  });
});
