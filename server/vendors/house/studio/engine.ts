import { createHmac, randomUUID } from 'node:crypto';
import { UNITS_PER_CENTAVO } from '../../../../contracts/constants';
import type { AggregatorGame, FamilyContext, TableGame } from '../family';
import { fairStream, seedHash } from '../fairness';
import { RoundError, type Player } from '../round-error';
import { placePendingBet, rollbackUuidOf } from '../wallet-client';
import { betsOf, claimDue, insertBet, moveBet, studioSecret, type BetRow } from './repository';
import type { TableSchedule } from './schedule';

/** A table's rules; a table may accept more spots than its layout lists (every roulette split), which `accepts` says. */
export type StudioTable = TableGame<unknown, unknown> & { accepts?(spot: string): boolean };

/** A catalogue game as the studio runs it: its rules, its schedule and its limits. */
export interface TableSetup {
  game: AggregatorGame;
  kind: string;
  table: StudioTable;
  schedule: TableSchedule;
  /** Centavos per spot: each bet on a spot at least `min`, a player's stakes on a spot in one round at most `max`. */
  limits: { min: number; max: number };
}

/** A player's stakes on one spot in one round reach at most this many times the table minimum. */
export const MAX_BET_MULTIPLE = 500;
/** Closed rounds the table page's roadmap shows. */
const HISTORY = 60;
/** A bet's wallet answer may still be on its way after the close: it is rolled back only this long after. */
export const PENDING_GRACE_MS = 10_000;
/** Bets settled per partner per beat. */
const SETTLE_BATCH = 200;
/** Rounds whose seed and outcome are kept in memory: the roadmaps of every catalogue table (75 x 61) with room to spare. */
const FACTS_KEPT = 10_000;

/** A round's seeds and results: the seed is derived, never stored; the outcome is drawn from it. */
interface RoundFacts {
  serverSeed: string;
  serverSeedHash: string;
  info: unknown;
  outcome: unknown;
  /** What each spot of the layout returns per unit staked (stake included); spots that lost are left out. */
  paid: Record<string, number>;
}

/** A round of a table, as the wallet, its seed and its streams name it. */
const walletRound = (code: string, round: number) => `${code}:${round}`;
const betUuid = (betId: string) => `${betId}:bet`;
const winUuid = (betId: string) => `${betId}:win`;

const PUBLIC_STATES = { pending: 'pending', placed: 'placed', settled: 'settled', void: 'refunded', refused: 'refused' } as const;

function publicBet(row: BetRow) {
  return {
    betId: row.bet_id,
    spots: row.spots,
    stake: Number(row.stake),
    state: PUBLIC_STATES[row.state],
    win: row.win === null ? null : Number(row.win),
  };
}

/**
 * The live studio: every table runs rounds on its schedule whether or not anyone watches, but
 * only a round with bets leaves a trace (its bets). Bets are wallet bets taken while the round's
 * window is open; once it closes, `tick` pays each (a win of 0 closes a lost one) with the
 * outcome drawn from the round's committed seed.
 */
export class Studio {
  private readonly secrets = new Map<string, Promise<string>>();
  private readonly facts = new Map<string, RoundFacts>();

  constructor(private readonly setupOf: (game: AggregatorGame) => TableSetup | null) {}

  /** The table of one of this partner's games, or UNKNOWN_GAME. */
  private table(ctx: FamilyContext, code: string): TableSetup {
    const game = ctx.game(code);
    const setup = game && this.setupOf(game);
    if (!setup) throw new RoundError('UNKNOWN_GAME');
    return setup;
  }

  private secret(ctx: FamilyContext): Promise<string> {
    let secret = this.secrets.get(ctx.partnerCode);
    if (!secret) {
      secret = studioSecret(ctx.db, ctx.partnerCode);
      // A database failure is not remembered: the next call asks again.
      secret.catch(() => this.secrets.delete(ctx.partnerCode));
      this.secrets.set(ctx.partnerCode, secret);
    }
    return secret;
  }

  /**
   * Round n of a table: its server seed is HMAC-SHA256(partner secret, "<code>:<n>"), its hash
   * published when the round opens and the seed once it closes. The public facts come from
   * fairStream(seed, "<code>:<n>:info"), the outcome from fairStream(seed, "<code>:<n>"): anyone
   * with the revealed seed replays both.
   */
  private async round(ctx: FamilyContext, setup: TableSetup, n: number): Promise<RoundFacts> {
    const code = setup.game.code;
    const key = `${ctx.partnerCode}:${walletRound(code, n)}`;
    const known = this.facts.get(key);
    if (known) return known;
    const serverSeed = createHmac('sha256', await this.secret(ctx))
      .update(walletRound(code, n))
      .digest('hex');
    const { table } = setup;
    const info = table.prepare(fairStream(serverSeed, `${walletRound(code, n)}:info`));
    const outcome = table.draw(fairStream(serverSeed, walletRound(code, n)), info);
    const unit = 10_000;
    const paid: Record<string, number> = {};
    for (const { id } of table.spots) {
      const back = table.settle(id, unit, outcome, info);
      if (back > 0) paid[id] = back / unit;
    }
    const facts = { serverSeed, serverSeedHash: seedHash(serverSeed), info, outcome, paid };
    this.facts.set(key, facts);
    if (this.facts.size > FACTS_KEPT) this.facts.delete(this.facts.keys().next().value!);
    return facts;
  }

  /**
   * The table as a player sees it now: the round (taking bets, or showing its result), its seed
   * hash and public facts, the player's bets on it, the last closed rounds with their outcomes
   * and revealed seeds (newest first), and the balance. The server's clock comes along: the page
   * counts down by it, not by the device's.
   */
  /**
   * A table round as a player checks it from the betting record (its wallet round is
   * `code:n`): the seed hash, and once the round has closed its seed and outcome. Null for
   * another family's round or a round of a table this partner does not run.
   */
  async roundDetails(ctx: FamilyContext, walletRoundId: string): Promise<Record<string, unknown> | null> {
    const match = /^([a-z0-9_-]{1,64}):(\d{1,15})$/.exec(walletRoundId);
    const game = match ? ctx.game(match[1]!) : undefined;
    const setup = game && this.setupOf(game);
    if (!match || !setup) return null;
    const n = Number(match[2]);
    const facts = await this.round(ctx, setup, n);
    const closed = ctx.now() >= setup.schedule.times(n).closesAt;
    return {
      game: game.code,
      kind: setup.kind,
      round: n,
      serverSeedHash: facts.serverSeedHash,
      serverSeed: closed ? facts.serverSeed : null,
      info: facts.info,
      outcome: closed ? facts.outcome : null,
    };
  }

  async state(ctx: FamilyContext, player: { user: string; token: string }, code: string) {
    const setup = this.table(ctx, code);
    const { balance } = await ctx.balanceOf(player.user, player.token, code);
    const now = ctx.now();
    const n = setup.schedule.roundAt(now);
    const times = setup.schedule.times(n);
    const phase = now < times.closesAt ? 'betting' : 'result';
    const current = await this.round(ctx, setup, n);
    const lastClosed = phase === 'result' ? n : n - 1;
    const history = [];
    for (let k = lastClosed; k >= 0 && k > lastClosed - HISTORY; k--) {
      const { serverSeed, serverSeedHash, info, outcome, paid } = await this.round(ctx, setup, k);
      history.push({ round: k, outcome, info, paid, serverSeed, serverSeedHash });
    }
    const bets = await betsOf(ctx.db, ctx.partnerCode, code, n, player.user);
    return {
      serverTime: now,
      game: code,
      kind: setup.kind,
      phase,
      ...times,
      serverSeedHash: current.serverSeedHash,
      info: current.info,
      myBets: bets.map(publicBet),
      history,
      balance,
    };
  }

  /**
   * Takes a bet on the round open now: whole pesos on known spots within the table limits, then
   * one wallet bet for its total. Stored first (pending), so whatever becomes of the wallet call
   * the bet is settled or rolled back, never forgotten.
   */
  async bet(ctx: FamilyContext, player: Player, code: string, round: number, bets: Record<string, number>) {
    const setup = this.table(ctx, code);
    const { table, limits, schedule } = setup;
    const spots = Object.entries(bets);
    if (spots.length === 0) throw new RoundError('BAD_STAKE');
    for (const [spot, amount] of spots) {
      const known = table.accepts ? table.accepts(spot) : table.spots.some((s) => s.id === spot);
      if (!known || !Number.isSafeInteger(amount) || amount % 100 !== 0 || amount < limits.min || amount > limits.max)
        throw new RoundError('BAD_STAKE');
    }
    const now = ctx.now();
    const times = schedule.times(round);
    if (round !== schedule.roundAt(now) || now >= times.closesAt) throw new RoundError('DRAW_CLOSED');
    const betId = randomUUID();
    const stake = spots.reduce((sum, [, amount]) => sum + amount, 0);
    const stored = await insertBet(
      ctx.db,
      { betId, partner: ctx.partnerCode, game: code, round, ...player, spots: bets, stake, closesAt: times.closesAt },
      limits.max,
    );
    if (!stored) throw new RoundError('BAD_STAKE');
    // An unresolved bet stays pending: the settlement rolls it back after the close.
    const answer = await placePendingBet(
      ctx.wallet,
      {
        ...player,
        uuid: betUuid(betId),
        rollbackUuid: rollbackUuidOf(betId),
        round: walletRound(code, round),
        gameCode: code,
        units: stake * UNITS_PER_CENTAVO,
      },
      (to) => moveBet(ctx.db, betId, 'pending', to, ctx.now()),
    );
    return {
      bet: { betId, spots: bets, stake, state: PUBLIC_STATES.placed, win: null },
      round,
      balance: (answer.balance ?? 0) / UNITS_PER_CENTAVO,
    };
  }

  /**
   * One beat: settles the bets of closed rounds (a win, 0 when lost), rolls back the ones the
   * operator never answered, and sends again what it did not confirm. Every call carries the
   * bet's own uuids, so the operator applies each once however often this runs.
   */
  async tick(ctx: FamilyContext): Promise<void> {
    const due = await claimDue(ctx.db, ctx.partnerCode, ctx.now(), PENDING_GRACE_MS, SETTLE_BATCH);
    for (const bet of due) await this.settle(ctx, bet);
  }

  private async settle(ctx: FamilyContext, bet: BetRow): Promise<void> {
    const round = Number(bet.round_no);
    const base = {
      user: bet.wallet_user,
      token: bet.game_token,
      round: walletRound(bet.game_code, round),
      gameCode: bet.game_code,
      betUuid: betUuid(bet.bet_id),
    };
    const game = ctx.game(bet.game_code);
    const setup = game && this.setupOf(game);
    if (bet.state === 'pending' || !setup) {
      // No answer to the bet by now, or a table no longer run: the stake goes back (a late bet is then refused).
      const back = await ctx.wallet.rollback({ ...base, uuid: rollbackUuidOf(bet.bet_id) });
      if (back?.status === 'RS_OK') await moveBet(ctx.db, bet.bet_id, bet.state, 'void', ctx.now());
      return;
    }
    const { outcome, info } = await this.round(ctx, setup, round);
    const win = Object.entries(bet.spots).reduce((sum, [spot, stake]) => sum + setup.table.settle(spot, Number(stake), outcome, info), 0);
    const paid = await ctx.wallet.win({ ...base, uuid: winUuid(bet.bet_id), currency: bet.currency, units: win * UNITS_PER_CENTAVO });
    if (paid?.status === 'RS_OK') await moveBet(ctx.db, bet.bet_id, 'placed', 'settled', ctx.now(), win);
    // The bet was rolled back at the operator (a rollback that crossed its late answer): nothing to pay.
    else if (paid?.status === 'RS_ERROR_TRANSACTION_ROLLED_BACK') await moveBet(ctx.db, bet.bet_id, 'placed', 'void', ctx.now());
  }
}
