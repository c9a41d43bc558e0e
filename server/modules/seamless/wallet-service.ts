import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/types';
import { ensurePlayerAccount, HOUSE_SHARDS, houseAccount, isOverdraft } from '../../ledger/ledger';
import { checkBetToken, extendGameToken, KnownGameTokens, type GameToken } from './game-tokens';
import { STATUS, type BetRequest, type RollbackRequest, type Status, type WalletResponse, type WinRequest } from './protocol';
import { findMemberRegistration, lockBet } from './repository';
import { countTurnover, forfeitSpentBonuses } from '../bonus/repository';
import { betRefusal, countStake, countWin } from '../protection/guards';
import { alertLogLine, judgeWin, totalsOf, type PartnerLimits } from './risk';
import { PartnerDirectory } from './partners';
import { findHeldWinState, findWinSeen, insertHeldWinOnce, type AlertKind, type RiskAlert } from './risk-repository';
import { verifySignature } from './signature';
import { rollbackOnce } from './wallet-rollback';
import {
  balanceUnits,
  centavosOf,
  fingerprint,
  ledgerKey,
  playAndRecord,
  RecordedBefore,
  recordOf,
  recordUnmoved,
  replayOnce,
  tokenPlayer,
  WalletRefusal,
  raise,
  type Outcome,
  type Player,
} from './wallet-records';

/**
 * What a win over the partner's limits answers while it is held for review. Hub88 has no status
 * for it, and prescribes RS_ERROR_UNKNOWN, "general error status, for cases without a special
 * error code": it is not a final refusal, so the partner keeps the win open and sends it again,
 * and Hub88 lists declined RS_ERROR_UNKNOWN transactions among its flagged activity for follow-up.
 */
const HELD_FOR_REVIEW: Status = STATUS.unknown;

/** What a win's transaction works with, known before it begins. */
interface WinCall {
  partner: string;
  req: WinRequest;
  player: Player & { token: GameToken };
  centavos: number;
  print: string;
  account: number;
  house: number;
  limits: PartnerLimits;
}

/** Thrown by a win paid before it was judged that the limits hold: judged again, paying after (SeamlessWallet.win). */
class JudgedTooLate extends Error {
  constructor() {
    super('judged too late');
  }
}

/** Where risk alerts are logged (structured, warn level). */
export interface WarnLog {
  warn(fields: Record<string, unknown>, message: string): void;
}

export class SeamlessWallet {
  private readonly partners: PartnerDirectory;
  /** House account ids by currency and shard: created once and never moved, so read once per process. */
  private readonly houses = new Map<string, Promise<number>>();
  private readonly tokens = new KnownGameTokens();

  constructor(
    private readonly ctx: AppContext,
    private readonly log: WarnLog = { warn: () => undefined },
  ) {
    this.partners = new PartnerDirectory(ctx.db);
  }

  /** The player's account and the house account on the other side of the player's game money. */
  private async accounts(p: Player & { token: GameToken }): Promise<{ account: number; house: number }> {
    const shard = `${p.currency}:${p.memberId % HOUSE_SHARDS}`;
    let house = this.houses.get(shard);
    if (!house) {
      house = houseAccount(this.ctx.db, p.currency, p.memberId);
      this.houses.set(shard, house);
      house.catch(() => this.houses.delete(shard));
    }
    const account = p.token.accountId ?? (await ensurePlayerAccount(this.ctx.db, p.memberId, p.currency));
    return { account, house: await house };
  }

  /** The partner's win limits (read with its key, see partners.ts). */
  private async limits(partner: string): Promise<PartnerLimits> {
    const found = await this.partners.find(partner);
    if (!found) throw new WalletRefusal(STATUS.invalidPartner);
    return found.limits;
  }

  /** The balance an outcome carries, after logging its alert; its refusal is thrown. */
  private settle(outcome: Outcome): number {
    if (outcome.raised) this.log.warn(alertLogLine(outcome.raised.id, outcome.raised.alert), 'seamless wallet risk alert');
    if ('refusal' in outcome) throw new WalletRefusal(outcome.refusal);
    return outcome.balance;
  }

  /**
   * Runs one operation. Every refusal becomes its status, sent with the player's balance once
   * the player is known (Hub88 wants it with RS_ERROR_NOT_ENOUGH_MONEY in particular).
   */
  private async answer(
    req: { user: string; request_uuid: string },
    run: (know: (player: Player) => void) => Promise<{ player: Player; balance: number }>,
  ): Promise<WalletResponse> {
    let known: Player | null = null;
    try {
      const { player, balance } = await run((player) => {
        known = player;
      });
      return { user: req.user, status: STATUS.ok, request_uuid: req.request_uuid, currency: player.currency, balance };
    } catch (error) {
      const status = error instanceof WalletRefusal ? error.status : isOverdraft(error) ? STATUS.notEnoughMoney : null;
      if (!status) throw error;
      // A token refused (a bet checks a known token's life in its transaction, after the player is
      // known) tells nothing of the player's money, whichever way it was found out.
      const player = status === STATUS.invalidToken || status === STATUS.tokenExpired ? null : (known as Player | null);
      return player
        ? {
            user: req.user,
            status,
            request_uuid: req.request_uuid,
            currency: player.currency,
            balance: await balanceUnits(this.ctx.db, player),
          }
        : { user: req.user, status, request_uuid: req.request_uuid };
    }
  }

  /**
   * Whether a call may go on: it must come from an active partner and carry that partner's
   * signature of the body's exact bytes. Null when it may; otherwise the status refusing it.
   */
  async authenticate(partner: string, rawBody: string, signature: string | undefined): Promise<Status | null> {
    const found = await this.partners.find(partner);
    if (!found) return STATUS.invalidPartner;
    return verifySignature(found.key, rawBody, signature) ? null : STATUS.invalidSignature;
  }

  async userInfo(req: { user: string; request_uuid: string }) {
    const memberId = req.user.match(/^p(\d{6,})$/)?.[1];
    const member = memberId ? await findMemberRegistration(this.ctx.db, Number(memberId)) : null;
    if (!member) return { user: req.user, status: STATUS.invalidToken, request_uuid: req.request_uuid };
    return {
      user: req.user,
      status: STATUS.ok,
      request_uuid: req.request_uuid,
      country: 'PH',
      display_name: req.user,
      registration_date: new Date(member.created_at).toISOString().slice(0, 10),
      tags: [] as string[],
    };
  }

  async balance(partner: string, req: { user: string; token: string; request_uuid: string }): Promise<WalletResponse> {
    return this.answer(req, async (know) => {
      const player = await tokenPlayer(this.ctx, this.tokens, partner, req, { readLife: true, allowExpired: false });
      know(player);
      await extendGameToken(this.ctx.db, partner, req.token, player.token);
      return { player, balance: await balanceUnits(this.ctx.db, player) };
    });
  }

  async bet(partner: string, req: BetRequest): Promise<WalletResponse> {
    return this.answer(req, async (know) => {
      const p = await tokenPlayer(this.ctx, this.tokens, partner, req, { readLife: false, allowExpired: false });
      know(p);
      // The platform is closed (access-gate.ts): no new stake is taken, while wins and rollbacks
      // of rounds already running are still settled. A clear refusal, so the vendor does not retry.
      if ((await this.ctx.access.current()).maintenance) throw new WalletRefusal(STATUS.userDisabled);
      if (req.currency !== p.currency) throw new WalletRefusal(STATUS.wrongCurrency);
      const centavos = centavosOf(req.amount);
      const print = fingerprint(['bet', req.user, req.round, req.game_code, req.currency, req.amount]);
      const { account, house } = await this.accounts(p);
      const betOnce = { uuid: req.transaction_uuid, print, kind: 'bet' as const };
      const outcome = await replayOnce(this.ctx.db, partner, betOnce, () =>
        this.ctx.db.transaction(async (tx): Promise<Outcome> => {
          // An ordinary bet's statements travel in one round trip (statements sent in the same turn
          // run in the order written, postgres.ts): its stake is sent before what its uuid names and
          // the guards have answered whether it may be taken. When it may not (a replay, a refusal),
          // the transaction is undone, and the stake with it.
          // The token's life is checked here, not before (the token may be known, KnownGameTokens),
          // and play slides it on, in the bet's own transaction: one commit (one WAL flush) fewer than after it.
          // Read with it, what the uuid names already, if anything: a replay answers as the first time,
          // whatever the guards or the balance say now. A request racing the first finds nothing
          // here, and its record conflicts after its stake instead (claim), which undoes the stake too.
          const started = checkBetToken(tx, partner, req.token, req.transaction_uuid);
          // Who may stake is decided in the stake's own transaction (player protection, guards.ts): a
          // disabled player, a break, a spent session, or a stake passing a wager or loss limit is
          // refused with the status for a blocked player, and the transaction undoes everything.
          const refused = betRefusal(tx, p.memberId);
          const record = recordOf('bet', req, p, { amount: centavos, reference: null, fingerprint: print });
          const staked =
            centavos === 0
              ? null
              : Promise.all([
                  playAndRecord(tx, partner, record, { from: account, to: house, amount: centavos, currency: p.currency }),
                  countStake(tx, p.memberId, centavos),
                  // A real stake counts down the turnover of the player's open bonuses; one that spends the balance forfeits them.
                  countTurnover(tx, p.memberId, centavos, ledgerKey(partner, req.transaction_uuid)),
                ]);
          // Its failure (an overdraft) is the bet's only once the record and the guards let it be taken.
          staked?.catch(() => undefined);
          refused.catch(() => undefined);
          // An expired token is refused before a replay is answered, as when its life was read first.
          const { life, recorded } = await started;
          if (!life) throw new WalletRefusal(STATUS.invalidToken);
          if (life.expired) throw new WalletRefusal(STATUS.tokenExpired);
          if (recorded) throw new RecordedBefore(recorded);
          if (await refused) throw new WalletRefusal(STATUS.userDisabled);
          if (!staked) return { balance: await recordUnmoved(tx, partner, record, p) };
          const [moved, limitPassed] = await staked;
          if (limitPassed) throw new WalletRefusal(STATUS.userDisabled);
          await forfeitSpentBonuses(tx, p.memberId, moved.centavos);
          return { balance: moved.balance };
        }),
      );
      return { player: p, balance: this.settle(outcome) };
    });
  }

  /**
   * A win on a bet of the same player. A win over the partner's limits (risk.ts) is held for
   * review: recorded, not paid, answered HELD_FOR_REVIEW (and the same on every replay) until the
   * back-office releases it (releaseHeldWin), after which a replay answers RS_OK. A paid win over
   * the big-win thresholds raises an alert.
   */
  async win(partner: string, req: WinRequest): Promise<WalletResponse> {
    return this.answer(req, async (know) => {
      const p = await tokenPlayer(this.ctx, this.tokens, partner, req, { readLife: false, allowExpired: true });
      know(p);
      if (req.currency !== p.currency) throw new WalletRefusal(STATUS.wrongCurrency);
      const centavos = centavosOf(req.amount);
      const print = fingerprint(['win', req.user, req.round, req.game_code, req.currency, req.amount, req.reference_transaction_uuid]);
      const call: WinCall = { partner, req, player: p, centavos, print, ...(await this.accounts(p)), limits: await this.limits(partner) };
      const winOnce = { uuid: req.transaction_uuid, print, kind: 'win' as const };
      const settled = (payFirst: boolean) =>
        replayOnce(this.ctx.db, partner, winOnce, () => this.ctx.db.transaction((tx) => this.winIn(tx, call, payFirst)));
      // An ordinary win pays in the round trip that locks its bet; one the limits hold is judged
      // first, in a transaction of its own, for the hold to be recorded without the payment.
      const outcome = await settled(true).catch((error: unknown) => {
        if (error instanceof JudgedTooLate) return settled(false);
        throw error;
      });
      return { player: p, balance: this.settle(outcome) };
    });
  }

  /**
   * A win's transaction. With payFirst, its claim and payment are sent in the round trip that
   * locks its bet (statements sent in the same turn run in the order written, postgres.ts), before
   * anything says it may be paid: a refusal or a replay throws and undoes them, and a win the
   * limits hold throws JudgedTooLate, for the caller to judge it again without paying first.
   */
  private async winIn(tx: Queryable, call: WinCall, payFirst: boolean): Promise<Outcome> {
    const { partner, req, player: p, centavos, print, limits } = call;
    const betUuid = req.reference_transaction_uuid;
    // The bet's lock first puts a replay after the first call (each statement after it reads what
    // was committed while it waited).
    const locked = Promise.all([
      lockBet(tx, partner, betUuid),
      findWinSeen(tx, partner, p.memberId, { winUuid: req.transaction_uuid, betUuid, round: req.round, withTotals: centavos > 0 }),
    ]);
    const pay = () => this.payWin(tx, call);
    let paid = payFirst ? pay() : null;
    // Its failure is the win's only once what the lock read lets it be paid: awaited below.
    paid?.catch(() => undefined);
    const [bet, seen] = await locked;
    if (!bet || Number(bet.member_id) !== p.memberId) throw new WalletRefusal(STATUS.transactionDoesNotExist);
    // A replay answers as the first time (replayOnce).
    if (seen.recorded) throw new RecordedBefore(seen.recorded);
    if (seen.held) {
      if (seen.held.fingerprint !== print) throw new WalletRefusal(STATUS.duplicateTransaction);
      throw new WalletRefusal(HELD_FOR_REVIEW);
    }
    if (bet.state !== 'applied') throw new WalletRefusal(STATUS.transactionRolledBack);
    // The round's totals, for the limits: a win of nothing is not judged.
    const totals = centavos > 0 ? totalsOf(seen.totals) : null;
    const verdict = totals ? judgeWin(limits, centavos, totals) : null;
    const alert = (kind: AlertKind, detail: Record<string, unknown>): RiskAlert => ({
      kind,
      partner,
      transactionUuid: req.transaction_uuid,
      referenceTransactionUuid: req.reference_transaction_uuid,
      memberId: p.memberId,
      round: bet.round,
      amount: centavos,
      roundStake: totals?.stake ?? 0,
      currency: p.currency,
      // The round's winnings over its stake (null: a round with no stake), to two decimals.
      detail: { ratio: verdict?.ratio == null ? null : Math.round(verdict.ratio * 100) / 100, ...detail },
    });
    if (verdict?.hold) {
      if (paid) throw new JudgedTooLate();
      const heldNow = await insertHeldWinOnce(tx, {
        partner,
        transactionUuid: req.transaction_uuid,
        referenceTransactionUuid: req.reference_transaction_uuid,
        memberId: p.memberId,
        round: req.round,
        gameCode: req.game_code,
        amount: centavos,
        currency: p.currency,
        fingerprint: print,
        reason: verdict.hold,
      });
      if (!heldNow) {
        // The same uuid held by a request racing this one: answered as it was.
        if ((await findHeldWinState(tx, partner, req.transaction_uuid))?.fingerprint !== print)
          throw new WalletRefusal(STATUS.duplicateTransaction);
        return { refusal: HELD_FOR_REVIEW };
      }
      const limit = verdict.hold === 'max_win' ? { maxWinCentavos: limits.maxWin } : { maxWinRatio: limits.maxWinRatio };
      return { refusal: HELD_FOR_REVIEW, raised: await raise(tx, alert('win_held', { reason: verdict.hold, ...limit })) };
    }
    paid ??= pay();
    const balance = await paid;
    if (!verdict?.bigWin) return { balance };
    return {
      balance,
      raised: await raise(tx, alert('big_win', { alertWinCentavos: limits.alertWin, alertWinRatio: limits.alertWinRatio })),
    };
  }

  /** A win's money paid and its uuid recorded (a replay throws, see replayOnce); answers the balance after it. */
  private async payWin(tx: Queryable, { partner, req, player: p, centavos, print, account, house }: WinCall): Promise<number> {
    const record = recordOf('win', req, p, { amount: centavos, reference: req.reference_transaction_uuid, fingerprint: print });
    if (centavos === 0) return recordUnmoved(tx, partner, record, p);
    const [{ balance }] = await Promise.all([
      playAndRecord(tx, partner, record, { from: house, to: account, amount: centavos, currency: p.currency }),
      countWin(tx, p.memberId, centavos),
    ]);
    return balance;
  }

  /** A rollback of a bet (wallet-rollback.ts). */
  async rollback(partner: string, req: RollbackRequest): Promise<WalletResponse> {
    return this.answer(req, async (know) => {
      const p = await tokenPlayer(this.ctx, this.tokens, partner, req, { readLife: false, allowExpired: true });
      know(p);
      const print = fingerprint(['rollback', req.user, req.round, req.game_code, req.reference_transaction_uuid]);
      const { account, house } = await this.accounts(p);
      const rollbackReplay = { uuid: req.transaction_uuid, print, kind: 'rollback' as const };
      const outcome = await replayOnce(this.ctx.db, partner, rollbackReplay, () =>
        this.ctx.db.transaction((tx) => rollbackOnce(tx, { partner, req, player: p, print, account, house })),
      );
      return { player: p, balance: this.settle(outcome) };
    });
  }
}
