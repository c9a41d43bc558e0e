import { describe, expect, it } from 'vitest';
import { DEMO_PLAYER } from '../../../db/seed';
import { bearer, loginAs, useTestApp } from '../../../test/harness';
import { seedHash } from '../fairness';
import { vendorDirectory } from '../../directory';
import { VendorRefusal } from '../../read-json';
import { aggregatorEntries } from '../connection';
import { launchedPlayer, useTestVendor } from '../test-vendor';
import { resultOf } from './draws';
import { drawOnSale, lotteryByCode, type Lottery } from './lotteries';

/* Buying lottery tickets: the stake, the scheduled draw, the win, and what a lost answer or a closed draw does. */

const t = useTestApp();
const house = useTestVendor(t);
const post = (url: string, payload: object) => house.vendor.inject({ method: 'POST', url, payload });
const tick = () => house.lottery.tick();

const SPEED_3D = lotteryByCode('tcg_sea-elott-001')!;
const LOTTO_642 = lotteryByCode('house-lott-001')!;

const launch = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/wps/game/launchGame', headers: bearer(token), payload });

/** The demo player in the TCG_SEA lottery lobby, with the balance before playing. */
async function demoInLobby() {
  const session = await loginAs(t.app, DEMO_PLAYER.username, DEMO_PLAYER.password);
  const { player } = await openLobby(session);
  return { session, player, before: await balanceOf(session) };
}

/** A new trial player in the lobby: no ticket of an earlier test can be drawn while it plays. */
async function trialInLobby() {
  const session = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })).json().value.token;
  const { player } = await openLobby(session);
  return { session, player, before: await balanceOf(session) };
}

/** A launched lottery lobby: the wallet user and game token its URL carries. */
async function openLobby(session: string) {
  const res = await launch(session, { playType: 'ent', prizeMode: 'SEA', code: 'lobby' });
  const url = new URL(res.json().value.url);
  return { url, player: launchedPlayer(url) };
}

async function balanceOf(session: string): Promise<number> {
  return (await t.app.inject({ url: '/wps/wallets/gcs', headers: bearer(session) })).json().value.sumBalance;
}

/** The numbers the draw on sale will show: the test reads the committed seed a player cannot see. */
async function comingResult(game: Lottery): Promise<{ drawNo: number; numbers: number[] }> {
  const drawNo = drawOnSale(game, house.clock.now).drawNo;
  const rows = await t.db.query<{ server_seed: string }>(
    'SELECT server_seed FROM house_lottery_draws WHERE lottery_code = $1 AND draw_no = $2',
    [game.code, drawNo],
  );
  return { drawNo, numbers: resultOf(game, drawNo, rows[0]!.server_seed) };
}

/** A ticket for the draw of `game` on sale now. */
const buyOnSale = (player: { user: string; token: string; currency: string }, game: Lottery, numbers: number[], stake: number) =>
  post('/api/lottery/tickets', { ...player, lottery: game.code, drawNo: drawOnSale(game, house.clock.now).drawNo, numbers, stake });

async function latestTicketState(user: string): Promise<string> {
  const rows = await t.db.query<{ state: string }>(
    `SELECT state FROM house_lottery_tickets WHERE wallet_user = $1 ORDER BY created_at DESC LIMIT 1`,
    [user],
  );
  return rows[0]!.state;
}

const afterDraw = (game: Lottery) => {
  house.clock.now = drawOnSale(game, house.clock.now).drawAt.getTime() + 500;
};

describe('buying tickets and the scheduled draws', () => {
  it('lists the games with their rules, odds, the draw on sale (seed hash only) and the last result', async () => {
    const { games, serverTime } = (await house.vendor.inject({ url: '/api/lottery/games?vendor=TCG_SEA&type=ELOTT' })).json();
    expect(games).toHaveLength(12);
    expect(serverTime).toBe(new Date(house.clock.now).toISOString());
    const speed = games.find((g: { code: string }) => g.code === SPEED_3D.code);
    expect(speed).toMatchObject({
      name: 'Speed 3D 1 min',
      drawSeconds: 60,
      stakes: [1000, 2000, 5000, 10000],
      rules: { kind: 'digits', positions: 3 },
    });
    expect(speed.returnToPlayer).toBeCloseTo(0.9, 10);
    expect(speed.onSale).toMatchObject({ drawNo: drawOnSale(SPEED_3D, house.clock.now).drawNo, serverSeed: null, result: null });
    expect(speed.onSale.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await house.vendor.inject({ url: '/api/lottery/games?vendor=ACME' })).statusCode).toBe(400);
  });

  it('takes the stake when a ticket is bought, pays the win after the draw, and reveals the seed', async () => {
    const session = await loginAs(t.app, DEMO_PLAYER.username, DEMO_PLAYER.password);
    const { player } = await openLobby(session);
    await house.vendor.inject({ url: '/api/lottery/games?vendor=TCG_SEA' });
    const before = await balanceOf(session);
    const { drawNo, numbers } = await comingResult(SPEED_3D);
    const losing = numbers.map((n) => (n + 1) % 10);

    const win = await post('/api/lottery/tickets', { ...player, lottery: SPEED_3D.code, drawNo, numbers, stake: 2000 });
    expect(win.statusCode).toBe(200);
    expect(win.json()).toMatchObject({ ticket: { drawNo, numbers, stake: 2000, state: 'placed', result: null }, balance: before - 2000 });
    const committed = win.json().ticket.serverSeedHash;
    const lose = (await post('/api/lottery/tickets', { ...player, lottery: SPEED_3D.code, drawNo, numbers: losing, stake: 1000 })).json();
    expect(lose.balance).toBe(before - 3000);

    // Nothing is paid before the draw, and the ticket's record keeps the draw's seed back.
    await tick();
    expect(await balanceOf(session)).toBe(before - 3000);
    const ticketId = win.json().ticket.ticketId;
    expect(await house.lottery.ticketDetails(ticketId)).toMatchObject({ state: 'placed', serverSeed: null, result: null });

    afterDraw(SPEED_3D);
    await tick();
    expect(await balanceOf(session)).toBe(before - 3000 + 2000 * 900);
    const mine = (await post('/api/lottery/my-tickets', { user: player.user, token: player.token, lottery: SPEED_3D.code })).json();
    expect(mine.balance).toBe(before - 3000 + 2000 * 900);
    expect(mine.tickets.map((x: { state: string; win: number; result: number[] }) => [x.state, x.win, x.result])).toEqual([
      ['settled', 0, numbers],
      ['settled', 1_800_000, numbers],
    ]);

    const [result] = (await house.vendor.inject({ url: `/api/lottery/results/${SPEED_3D.code}?limit=1` })).json().results;
    expect(result).toMatchObject({ drawNo, result: numbers });
    expect(seedHash(result.serverSeed)).toBe(result.serverSeedHash);
    // The seed matches the hash the ticket was sold under, and the ticket's record shows it.
    expect(result.serverSeedHash).toBe(committed);
    expect(await house.lottery.ticketDetails(ticketId)).toMatchObject({
      game: SPEED_3D.code,
      state: 'settled',
      win: 1_800_000,
      result: numbers,
      serverSeed: result.serverSeed,
    });
    expect(resultOf(SPEED_3D, drawNo, result.serverSeed)).toEqual(numbers);

    // Each ticket is a round in the betting record, and the win is on the winner board.
    const orders = (await t.app.inject({ url: '/lgw/orders?gameType=ELOTT', headers: bearer(session) })).json().value.list;
    expect(
      orders
        .slice(0, 2)
        .map((o: { gameName: string; stake: number; win: number; status: string }) => [o.gameName, o.stake, o.win, o.status]),
    ).toEqual([
      ['Speed 3D 1 min', 1000, 0, 'settled'],
      ['Speed 3D 1 min', 2000, 1_800_000, 'settled'],
    ]);
    const board = (await t.app.inject({ url: '/wps/relay/GCSGAME_getRankList?gameCategory=ALL&limitNum=100' })).json().value.list;
    expect(board[0]).toMatchObject({ winAmount: 1_800_000, gameName: 'Speed 3D 1 min' });
  });

  it('shows a bought ticket as awaiting its draw in the betting record', async () => {
    const session = await loginAs(t.app, DEMO_PLAYER.username, DEMO_PLAYER.password);
    const { player } = await openLobby(session);
    const { drawNo } = drawOnSale(LOTTO_642, house.clock.now);
    const bought = await post('/api/lottery/tickets', {
      ...player,
      lottery: LOTTO_642.code,
      drawNo,
      numbers: [3, 9, 14, 22, 35, 41],
      stake: 5000,
    });
    expect(bought.statusCode).toBe(200);
    const orders = (await t.app.inject({ url: '/lgw/orders?gameType=LOTT', headers: bearer(session) })).json().value.list;
    expect(orders[0]).toMatchObject({ gameName: 'Pinoy Lotto 6/42', stake: 5000, win: 0, status: 'pending' });
  });

  it('refuses closed draws, bad entries and stakes, and charges nothing for them', async () => {
    const { session, player, before } = await demoInLobby();
    const open = drawOnSale(SPEED_3D, house.clock.now);
    const refusals: [object, number, string][] = [
      [{ drawNo: open.drawNo - 1, numbers: [1, 2, 3], stake: 1000 }, 409, 'DRAW_CLOSED'],
      [{ drawNo: open.drawNo + 1, numbers: [1, 2, 3], stake: 1000 }, 409, 'DRAW_CLOSED'],
      [{ drawNo: open.drawNo, numbers: [1, 2], stake: 1000 }, 400, 'BAD_NUMBERS'],
      [{ drawNo: open.drawNo, numbers: [1, 2, 10], stake: 1000 }, 400, 'BAD_NUMBERS'],
      [{ drawNo: open.drawNo, numbers: [1, 2, 3], stake: 1500 }, 400, 'BAD_STAKE'],
    ];
    for (const [order, status, error] of refusals) {
      const res = await post('/api/lottery/tickets', { ...player, lottery: SPEED_3D.code, ...order });
      expect(res.statusCode, JSON.stringify(order)).toBe(status);
      expect(res.json().error).toBe(error);
    }
    const dup = await post('/api/lottery/tickets', {
      ...player,
      lottery: LOTTO_642.code,
      drawNo: drawOnSale(LOTTO_642, house.clock.now).drawNo,
      numbers: [1, 1, 2, 3, 4, 5],
      stake: 1000,
    });
    expect(dup.json().error).toBe('BAD_NUMBERS');
    const unknown = await post('/api/lottery/tickets', { ...player, lottery: 'house-lott-999', drawNo: 1, numbers: [1], stake: 1000 });
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'UNKNOWN_GAME']);
    expect(
      (
        await post('/api/lottery/tickets', {
          ...player,
          lottery: SPEED_3D.code,
          drawNo: open.drawNo,
          numbers: [1, 2, 3],
          stake: 1000,
          bonus: 1,
        })
      ).statusCode,
    ).toBe(400);

    // Sales stop at the cut-off, 10 s before a one-minute draw.
    house.clock.now = open.closesAt.getTime();
    const late = await post('/api/lottery/tickets', {
      ...player,
      lottery: SPEED_3D.code,
      drawNo: open.drawNo,
      numbers: [1, 2, 3],
      stake: 1000,
    });
    expect(late.json().error).toBe('DRAW_CLOSED');
    expect(await balanceOf(session)).toBe(before);
  });

  it('never lets a burst of tickets take a balance below zero', async () => {
    const { session: trial, player, before: credit } = await trialInLobby();
    const drawNo = drawOnSale(SPEED_3D, house.clock.now).drawNo;
    const answers = await Promise.all(
      Array.from({ length: credit / 10000 + 5 }, (_, i) =>
        post('/api/lottery/tickets', { ...player, lottery: SPEED_3D.code, drawNo, numbers: [i % 10, 0, 0], stake: 10000 }),
      ),
    );
    const bought = answers.filter((a) => a.statusCode === 200);
    expect(bought).toHaveLength(credit / 10000);
    for (const refused of answers.filter((a) => a.statusCode !== 200))
      expect(refused.json()).toMatchObject({ error: 'WALLET_REFUSED', walletStatus: 'RS_ERROR_NOT_ENOUGH_MONEY' });
    expect(await balanceOf(trial)).toBe(0);
    const mine = (await post('/api/lottery/my-tickets', { user: player.user, token: player.token })).json().tickets;
    expect(mine).toHaveLength(credit / 10000);
  });

  it('rolls back at once a bet whose answer was lost, so the money comes back', async () => {
    const { session, player, before } = await demoInLobby();
    house.trouble.push({ path: '/transaction/bet', when: 'after' });
    const lost = await buyOnSale(player, SPEED_3D, [4, 5, 6], 5000);
    expect(lost.statusCode).toBe(409);
    expect(lost.json()).toMatchObject({ error: 'WALLET_FAILED' });
    expect(await balanceOf(session)).toBe(before);
    expect(await latestTicketState(player.user)).toBe('void');
  });

  it('rolls back at the draw a bet whose answer and rollback were both lost', async () => {
    // The demo player's earlier Lotto 6/42 ticket may be drawn in the same minute: a new player's balance moves only by this bet.
    const { session, player, before } = await trialInLobby();
    house.trouble.push({ path: '/transaction/bet', when: 'after' }, { path: '/transaction/rollback', when: 'before' });
    const lost = await buyOnSale(player, SPEED_3D, [4, 5, 6], 5000);
    expect(lost.json()).toMatchObject({ error: 'WALLET_FAILED' });
    expect(await balanceOf(session)).toBe(before - 5000);

    afterDraw(SPEED_3D);
    await tick();
    expect(await balanceOf(session)).toBe(before);
    expect(await latestTicketState(player.user)).toBe('void');
    const orders = (await t.app.inject({ url: '/lgw/orders?gameType=ELOTT', headers: bearer(session) })).json().value.list;
    expect(orders[0]).toMatchObject({ stake: 0, status: 'refunded' });
  });

  it('tells the buyer the draw closed when the draw rolled the bet back before its answer came', async () => {
    const { session, player, before } = await demoInLobby();
    // The bet is applied, but its answer comes after the draw, whose settlement rolls back the pending ticket.
    house.trouble.push({
      path: '/transaction/bet',
      when: 'slow',
      meanwhile: async () => {
        afterDraw(SPEED_3D);
        await tick();
      },
    });
    const late = await buyOnSale(player, SPEED_3D, [7, 7, 7], 2000);
    expect(late.json()).toMatchObject({ error: 'DRAW_CLOSED' });
    expect(await balanceOf(session)).toBe(before);
    expect(await latestTicketState(player.user)).toBe('void');
  });

  it('pays a ticket after its game token expired, and only once however often the schedule runs', async () => {
    const session = await loginAs(t.app, DEMO_PLAYER.username, DEMO_PLAYER.password);
    const { player } = await openLobby(session);
    await tick();
    const { drawNo, numbers } = await comingResult(SPEED_3D);
    await post('/api/lottery/tickets', { ...player, lottery: SPEED_3D.code, drawNo, numbers, stake: 1000 });
    const afterBet = await balanceOf(session);
    await t.db.query(`UPDATE game_tokens SET expires_at = now() - interval '1 minute'`);
    afterDraw(SPEED_3D);
    await Promise.all([tick(), house.lottery.settleDrawn(), house.lottery.settleDrawn()]);
    await tick();
    expect(await balanceOf(session)).toBe(afterBet + 900_000);
  });

  it('refunds the tickets of a game it no longer runs once their draw time has passed', async () => {
    const { session, player, before } = await demoInLobby();
    const bought = (await buyOnSale(player, SPEED_3D, [1, 2, 3], 1000)).json().ticket;
    // The operator retires the game: its draws are never drawn again.
    await t.db.query(
      `INSERT INTO house_lottery_draws (lottery_code, draw_no, closes_at, draw_at, server_seed, server_seed_hash)
       SELECT 'retired-3d', draw_no, closes_at, draw_at, server_seed, server_seed_hash FROM house_lottery_draws
         WHERE lottery_code = $1 AND draw_no = $2`,
      [SPEED_3D.code, bought.drawNo],
    );
    await t.db.query(`UPDATE house_lottery_tickets SET lottery_code = 'retired-3d' WHERE ticket_id = $1`, [bought.ticketId]);
    await tick();
    expect(await balanceOf(session)).toBe(before - 1000);
    afterDraw(SPEED_3D);
    await tick();
    expect(await balanceOf(session)).toBe(before);
    expect(await latestTicketState(player.user)).toBe('void');
  });

  it('shows a player\u2019s tickets only to their own live game token', async () => {
    const session = await loginAs(t.app, DEMO_PLAYER.username, DEMO_PLAYER.password);
    const { player } = await openLobby(session);
    const res = await post('/api/lottery/my-tickets', { user: player.user, token: 'x'.repeat(32) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'WALLET_REFUSED', walletStatus: 'RS_ERROR_INVALID_TOKEN' });
  });

  it('cancels a ticket from the betting record while its draw sells: the stake back once; not after the sale nor for others', async () => {
    // The platform reaches this vendor as over HTTP (here through inject): its record and its cancel.
    const through = async (url: string, payload?: object) => {
      const { pathname, search } = new URL(url);
      const res = await house.vendor.inject({ method: payload ? 'POST' : 'GET', url: pathname + search, ...(payload ? { payload } : {}) });
      if (res.statusCode >= 400 && res.statusCode < 500) throw new VendorRefusal(res.json().error, res.statusCode);
      return res.json();
    };
    Object.assign(t.app.ctx, { vendors: vendorDirectory(aggregatorEntries('http://vendor.test', through, through)) });
    const { session, player, before } = await trialInLobby();
    const buy = async () => (await buyOnSale(player, LOTTO_642, [3, 9, 14, 22, 35, 41], 5000)).json().ticket.ticketId as string;
    const detail = async (ticketId: string, who = session) =>
      t.app.inject({ url: `/lgw/orders/detail?orderId=${encodeURIComponent(`house:${ticketId}`)}`, headers: bearer(who) });
    const cancel = (ticketId: string, who = session) =>
      t.app.inject({
        method: 'POST',
        url: '/lgw/orders/suborders/cancel',
        headers: bearer(who),
        payload: { orderId: `house:${ticketId}` },
      });

    const ticket = await buy();
    expect(await balanceOf(session)).toBe(before - 5000);
    const { closesAt } = drawOnSale(LOTTO_642, house.clock.now);
    expect((await detail(ticket)).json().value.cancellableUntil).toBe(closesAt.toISOString());
    // Another player's ticket is no ticket of theirs.
    const other = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })).json().value.token;
    expect((await cancel(ticket, other)).json().code).toBe('ORDER_NOT_CANCELLABLE');

    const cancelled = (await cancel(ticket)).json().value;
    expect(cancelled.lines.map((l: { kind: string; state: string }) => [l.kind, l.state])).toEqual([
      ['bet', 'rolled_back'],
      ['rollback', 'applied'],
    ]);
    expect(cancelled.cancellableUntil).toBeNull();
    expect(await balanceOf(session)).toBe(before);
    expect(await latestTicketState(player.user)).toBe('void');
    expect((await cancel(ticket)).json().code).toBe('ORDER_NOT_CANCELLABLE');
    expect(await balanceOf(session)).toBe(before);

    // Once the draw stops selling, the ticket stays in it.
    const late = await buy();
    house.clock.now = closesAt.getTime() + 1;
    expect((await detail(late)).json().value.cancellableUntil).toBeNull();
    expect((await cancel(late)).json().code).toBe('ORDER_NOT_CANCELLABLE');
    expect(await balanceOf(session)).toBe(before - 5000);
  });
});
