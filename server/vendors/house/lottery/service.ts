import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db/types';
import { UNITS_PER_CENTAVO } from '../../../../contracts/constants';
import { RoundError, type Player } from '../round-error';
import { placePendingBet, rollbackUuidOf, type WalletClient } from '../wallet-client';
import { drawDue, latestResults, openDraws, pruneEmptyDraws, publicDraw, recentResults } from './draws';
import { LOTTERIES, LOTTERY_STAKES, drawOnSale, lotteryByCode, type Lottery } from './lotteries';
import { isValidEntry, prizeMultiplier, prizeOdds, returnToPlayer } from './rules';

interface TicketRow {
  ticket_id: string;
  lottery_code: string;
  draw_no: string | number;
  wallet_user: string;
  game_token: string;
  currency: string;
  numbers: number[];
  stake: string | number;
  win: string | number;
  state: 'pending' | 'placed' | 'refused' | 'settled' | 'void';
  created_at: Date;
  draw_at: Date;
  server_seed_hash: string;
  result: number[] | null;
}

/** A ticket as its buyer sees it, with its draw's committed seed hash: the buyer's proof of the commitment. */
function publicTicket(
  row: Pick<
    TicketRow,
    'ticket_id' | 'lottery_code' | 'draw_no' | 'numbers' | 'stake' | 'win' | 'state' | 'draw_at' | 'server_seed_hash' | 'result'
  >,
) {
  return {
    ticketId: row.ticket_id,
    lottery: row.lottery_code,
    lotteryName: lotteryByCode(row.lottery_code)?.name ?? row.lottery_code,
    drawNo: Number(row.draw_no),
    drawAt: new Date(row.draw_at).toISOString(),
    serverSeedHash: row.server_seed_hash,
    numbers: row.numbers,
    stake: Number(row.stake),
    win: Number(row.win),
    state: row.state,
    result: row.result,
  };
}

/** A game as the lobby lists it: rules, odds, the draw on sale and the last result. */
function publicLottery(lottery: Lottery) {
  return {
    code: lottery.code,
    name: lottery.name,
    vendor: lottery.vendor,
    type: lottery.type,
    drawSeconds: lottery.drawSeconds,
    rules: lottery.rules,
    prizes: prizeOdds(lottery.rules),
    returnToPlayer: returnToPlayer(lottery.rules),
    stakes: LOTTERY_STAKES,
  };
}

const HOUR = 3600 * 1000;

/**
 * The house lottery: scheduled draws and the tickets bought for them. A ticket is one round of
 * the seamless wallet: the bet is taken when it is bought, and the win (0 when it lost) is paid
 * once its draw is drawn, with the game token it was bought with (the operator honours wins
 * after the token expired). A bet with no answer by the draw is rolled back, never left open.
 */
export class HouseLottery {
  private openedFor = '';
  private prunedAt = 0;

  constructor(
    private readonly db: Queryable,
    private readonly wallet: WalletClient,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The games with their draws on sale, and the server's clock: pages count down by it, not by the device's. */
  async lobby(filter: { vendor?: string; type?: string }) {
    const lotteries = LOTTERIES.filter((l) => (!filter.vendor || l.vendor === filter.vendor) && (!filter.type || l.type === filter.type));
    const now = this.clock();
    const [open, last] = await Promise.all([
      openDraws(this.db, lotteries, now),
      latestResults(
        this.db,
        lotteries.map((l) => l.code),
      ),
    ]);
    const games = lotteries.map((l) => {
      const lastDraw = last.get(l.code);
      return { ...publicLottery(l), onSale: publicDraw(open.get(l.code)!), last: lastDraw ? publicDraw(lastDraw) : null };
    });
    return { serverTime: new Date(now).toISOString(), games };
  }

  async results(code: string, limit: number) {
    if (!lotteryByCode(code)) throw new RoundError('UNKNOWN_GAME');
    return (await recentResults(this.db, code, limit)).map(publicDraw);
  }

  /** Buys one ticket for the draw on sale: the entry is checked, then the stake is bet. */
  async buy(player: Player, order: { lottery: string; drawNo: number; numbers: number[]; stake: number }) {
    const lottery = lotteryByCode(order.lottery);
    if (!lottery) throw new RoundError('UNKNOWN_GAME');
    if (!(LOTTERY_STAKES as readonly number[]).includes(order.stake)) throw new RoundError('BAD_STAKE');
    if (!isValidEntry(lottery.rules, order.numbers)) throw new RoundError('BAD_NUMBERS');
    const now = this.clock();
    const draw = (await openDraws(this.db, [lottery], now)).get(lottery.code);
    if (!draw || Number(draw.draw_no) !== order.drawNo) throw new RoundError('DRAW_CLOSED');
    const ticketId = randomUUID();
    // The ticket exists only if its draw still sells at this moment: one statement decides it.
    const inserted = await this.db.query(
      `INSERT INTO house_lottery_tickets (ticket_id, lottery_code, draw_no, wallet_user, game_token, currency, numbers, stake, state)
       SELECT $1, lottery_code, draw_no, $4, $5, $6, $7, $8, 'pending' FROM house_lottery_draws
        WHERE lottery_code = $2 AND draw_no = $3 AND state = 'open' AND closes_at > $9
       RETURNING ticket_id`,
      [
        ticketId,
        lottery.code,
        order.drawNo,
        player.user,
        player.token,
        player.currency,
        JSON.stringify(order.numbers),
        order.stake,
        new Date(now),
      ],
    );
    if (!inserted[0]) throw new RoundError('DRAW_CLOSED');

    const bet = await placePendingBet(
      this.wallet,
      {
        user: player.user,
        token: player.token,
        uuid: `${ticketId}:bet`,
        round: ticketId,
        gameCode: lottery.code,
        currency: player.currency,
        units: order.stake * UNITS_PER_CENTAVO,
      },
      // A ticket the bet did not buy is settled now; a placed one when its draw is.
      (to) => this.setState(ticketId, 'pending', to, to === 'placed' ? undefined : now),
    );
    const ticket = publicTicket({
      ticket_id: ticketId,
      lottery_code: lottery.code,
      draw_no: order.drawNo,
      numbers: order.numbers,
      stake: order.stake,
      win: 0,
      state: 'placed',
      draw_at: draw.draw_at,
      server_seed_hash: draw.server_seed_hash,
      result: null,
    });
    return { ticket, balance: (bet.balance ?? 0) / UNITS_PER_CENTAVO };
  }

  /** Moves a ticket from one state to the next; false when it was no longer in `from`. */
  private async setState(ticketId: string, from: TicketRow['state'], to: TicketRow['state'], settledAt?: number): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE house_lottery_tickets SET state = $3, settled_at = coalesce($4::timestamptz, settled_at) WHERE ticket_id = $1
        AND state = $2 RETURNING ticket_id`,
      [ticketId, from, to, settledAt === undefined ? null : new Date(settledAt)],
    );
    return rows.length === 1;
  }

  /** The player's latest tickets, newest first (of one game, or all). */
  /** One ticket as its buyer checks it from the betting record (the ticket id is its wallet round), with its draw's seed once drawn. */
  async ticketDetails(ticketId: string) {
    const row = await this.ticket(ticketId);
    if (!row) return null;
    return { ...publicTicket(row), game: row.lottery_code, serverSeed: row.server_seed, cancellableUntil: this.cancellableUntil(row) };
  }

  /** A ticket with its draw (the result and seed once drawn); null for none, or one its bet never bought. */
  private async ticket(ticketId: string) {
    const rows = await this.db.query<TicketRow & { server_seed: string | null; draw_state: string; closes_at: Date }>(
      `SELECT t.*, d.draw_at, d.server_seed_hash, d.state AS draw_state, d.closes_at,
              CASE WHEN d.state = 'drawn' THEN d.result END AS result, CASE WHEN d.state = 'drawn' THEN d.server_seed END AS server_seed
         FROM house_lottery_tickets t JOIN house_lottery_draws d USING (lottery_code, draw_no)
        WHERE t.ticket_id = $1 AND t.state <> 'refused'`,
      [ticketId],
    );
    return rows[0] ?? null;
  }

  /** Until when a bought ticket may be cancelled: while its draw sells. Null once it may not. */
  private cancellableUntil(row: { state: TicketRow['state']; draw_state: string; closes_at: Date }): string | null {
    const closes = new Date(row.closes_at);
    return row.state === 'placed' && row.draw_state === 'open' && closes.getTime() > this.clock() ? closes.toISOString() : null;
  }

  /**
   * Cancels one of the player's tickets while its draw still sells (SPEC's sub-order cancel): its
   * bet is rolled back, so the stake goes back to the player, and the ticket is void. The caller
   * has proved with the player's game token who asks; another player's ticket is no ticket. A
   * ticket already void (this cancel again, or a bet never answered) answers as it is.
   */
  async cancel(user: string, ticketId: string) {
    const row = await this.ticket(ticketId);
    if (!row || row.wallet_user !== user) throw new RoundError('ROUND_NOT_FOUND');
    if (row.state === 'void') return publicTicket(row);
    if (!this.cancellableUntil(row)) throw new RoundError('DRAW_CLOSED');
    // Rolled back with the token it was bought with (the operator honours rollbacks after a token expired).
    const back = await this.wallet.rollback({
      user,
      token: row.game_token,
      round: ticketId,
      gameCode: row.lottery_code,
      betUuid: `${ticketId}:bet`,
      uuid: rollbackUuidOf(ticketId),
    });
    if (back?.status !== 'RS_OK') throw new RoundError('WALLET_FAILED', back?.status);
    await this.setState(ticketId, 'placed', 'void', this.clock());
    return publicTicket({ ...row, state: 'void' });
  }

  async tickets(user: string, lottery: string | undefined, limit: number) {
    const rows = await this.db.query<TicketRow>(
      `SELECT t.*, d.draw_at, d.server_seed_hash, CASE WHEN d.state = 'drawn' THEN d.result END AS result
         FROM house_lottery_tickets t JOIN house_lottery_draws d USING (lottery_code, draw_no)
        WHERE t.wallet_user = $1 AND ($2::text IS NULL OR t.lottery_code = $2) AND t.state <> 'refused'
        ORDER BY t.created_at DESC LIMIT $3`,
      [user, lottery ?? null, limit],
    );
    return rows.map(publicTicket);
  }

  /**
   * Pays every ticket of a drawn draw, and refunds the tickets of a game no longer run once
   * their draw time has passed (it will never be drawn). Each call is idempotent at the operator
   * (the same transaction uuid), so a retry after a crash, or a second process doing the same, is safe.
   */
  async settleDrawn(limit = 200): Promise<number> {
    const rows = await this.db.query<TicketRow>(
      `SELECT t.*, d.draw_at, d.result FROM house_lottery_tickets t JOIN house_lottery_draws d USING (lottery_code, draw_no)
        WHERE t.state IN ('pending', 'placed') AND (d.state = 'drawn' OR (d.draw_at <= $2 AND NOT (t.lottery_code = ANY($3::text[]))))
        ORDER BY d.draw_at LIMIT $1`,
      [limit, new Date(this.clock()), LOTTERIES.map((l) => l.code)],
    );
    let settled = 0;
    for (const row of rows) settled += (await this.settle(row)) ? 1 : 0;
    return settled;
  }

  private async settle(row: TicketRow): Promise<boolean> {
    const lottery = lotteryByCode(row.lottery_code);
    const base = {
      user: row.wallet_user,
      token: row.game_token,
      round: row.ticket_id,
      gameCode: row.lottery_code,
      betUuid: `${row.ticket_id}:bet`,
    };
    if (row.state === 'pending' || !lottery || !row.result) {
      // No answer to the bet before the draw, or a game no longer run: take the bet back (a late bet is then refused).
      const back = await this.wallet.rollback({ ...base, uuid: rollbackUuidOf(row.ticket_id) });
      return back?.status === 'RS_OK' && (await this.setState(row.ticket_id, row.state, 'void', this.clock()));
    }
    const win = Number(row.stake) * prizeMultiplier(lottery.rules, row.numbers, row.result);
    const paid = await this.wallet.win({ ...base, uuid: `${row.ticket_id}:win`, currency: row.currency, units: win * UNITS_PER_CENTAVO });
    if (paid?.status === 'RS_ERROR_TRANSACTION_ROLLED_BACK') return this.setState(row.ticket_id, 'placed', 'void', this.clock());
    if (paid?.status !== 'RS_OK') return false;
    await this.db.query(
      `UPDATE house_lottery_tickets SET state = 'settled', win = $2, settled_at = $3 WHERE ticket_id = $1 AND state = 'placed'`,
      [row.ticket_id, win, new Date(this.clock())],
    );
    return true;
  }

  /**
   * One beat of the schedule: opens the next draws (when any game moved on), draws what is
   * due, pays the tickets, and once an hour drops old draws nobody played.
   */
  async tick(): Promise<void> {
    const now = this.clock();
    const onSale = LOTTERIES.map((l) => drawOnSale(l, now).drawNo).join(',');
    if (onSale !== this.openedFor) {
      await openDraws(this.db, LOTTERIES, now);
      this.openedFor = onSale;
    }
    await drawDue(this.db, now);
    await this.settleDrawn();
    if (now - this.prunedAt > HOUR) {
      await pruneEmptyDraws(this.db, now);
      this.prunedAt = now;
    }
  }
}
