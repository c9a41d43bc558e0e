import { createHash } from 'node:crypto';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/types';
import { applyTransfer, ensurePlayerAccount, houseAccount, isOverdraft, playerBalance } from '../../ledger/ledger';
import { extendGameToken, findGameToken, walletUser, type GameToken } from './game-tokens';
import { STATUS, UNITS_PER_CENTAVO, type BetRequest, type RollbackRequest, type Status, type WalletResponse, type WinRequest } from './protocol';

/** A refusal inside a wallet operation, answered with its RS_* status. */
class WalletRefusal extends Error {
  constructor(readonly status: Status) {
    super(status);
  }
}

interface Player {
  memberId: number;
  currency: string;
}

const toUnits = (centavos: number) => centavos * UNITS_PER_CENTAVO;

async function balanceUnits(db: Queryable, player: Player): Promise<number> {
  return toUnits(await playerBalance(db, player.memberId, player.currency));
}

/**
 * Who a request is about. Bets and balance need a live token; wins and rollbacks are honoured
 * with an expired one (the round was started while it was valid).
 */
async function tokenPlayer(ctx: AppContext, partner: string, req: { token: string; user: string }, allowExpired: boolean): Promise<Player & { token: GameToken }> {
  const token = await findGameToken(ctx.db, partner, req.token);
  if (!token || walletUser(token.memberId) !== req.user) throw new WalletRefusal(STATUS.invalidToken);
  if (token.expired && !allowExpired) throw new WalletRefusal(STATUS.tokenExpired);
  return { memberId: token.memberId, currency: token.currency, token };
}

async function memberActive(db: Queryable, memberId: number): Promise<boolean> {
  const rows = await db.query<{ status: string }>('SELECT status FROM members WHERE id = $1', [memberId]);
  return rows[0]?.status === 'active';
}

function fingerprint(parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
}

interface Recorded {
  state: string;
  fingerprint: string;
  balance_after: number;
  kind: string;
}

/**
 * Records a transaction uuid once. Null when this call recorded it; otherwise what was
 * recorded first, for the caller to replay or refuse.
 */
async function record(
  tx: Queryable,
  partner: string,
  t: { uuid: string; kind: 'bet' | 'win' | 'rollback'; memberId: number; round: string; gameCode: string; amount: number; currency: string; reference: string | null; fingerprint: string },
): Promise<Recorded | null> {
  const inserted = await tx.query(
    `INSERT INTO wallet_transactions (partner_code, transaction_uuid, kind, state, member_id, round, game_code, amount, currency, reference_transaction_uuid, fingerprint, balance_after)
     VALUES ($1, $2, $3, 'applied', $4, $5, $6, $7, $8, $9, $10, 0) ON CONFLICT DO NOTHING RETURNING transaction_uuid`,
    [partner, t.uuid, t.kind, t.memberId, t.round, t.gameCode, t.amount, t.currency, t.reference, t.fingerprint],
  );
  if (inserted.length === 1) return null;
  const rows = await tx.query<Recorded>(
    'SELECT state, fingerprint, balance_after, kind FROM wallet_transactions WHERE partner_code = $1 AND transaction_uuid = $2',
    [partner, t.uuid],
  );
  return rows[0]!;
}

/** What an already-recorded uuid answers: the first result, or why it cannot be applied. */
function replayOf(first: Recorded, print: string, kind: string): number {
  if (first.state !== 'applied' && kind === 'bet') throw new WalletRefusal(STATUS.transactionRolledBack);
  if (first.fingerprint !== print || first.kind !== kind) throw new WalletRefusal(STATUS.duplicateTransaction);
  return Number(first.balance_after);
}

async function finish(tx: Queryable, partner: string, uuid: string, balance: number, transferId: number | null): Promise<number> {
  await tx.query('UPDATE wallet_transactions SET balance_after = $3, ledger_transfer_id = $4 WHERE partner_code = $1 AND transaction_uuid = $2', [partner, uuid, balance, transferId]);
  return balance;
}

export class SeamlessWallet {
  constructor(private readonly ctx: AppContext) {}

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
      const player = known as Player | null;
      return player
        ? { user: req.user, status, request_uuid: req.request_uuid, currency: player.currency, balance: await balanceUnits(this.ctx.db, player) }
        : { user: req.user, status, request_uuid: req.request_uuid };
    }
  }

  async userInfo(req: { user: string; request_uuid: string }) {
    const memberId = /^p(\d{6,})$/.exec(req.user)?.[1];
    const rows = memberId ? await this.ctx.db.query<{ created_at: Date; status: string }>('SELECT created_at, status FROM members WHERE id = $1', [Number(memberId)]) : [];
    if (!rows[0]) return { user: req.user, status: STATUS.invalidToken, request_uuid: req.request_uuid };
    return { user: req.user, status: STATUS.ok, request_uuid: req.request_uuid, country: 'PH', display_name: req.user, registration_date: new Date(rows[0].created_at).toISOString().slice(0, 10), tags: [] as string[] };
  }

  async balance(partner: string, req: { user: string; token: string; request_uuid: string }): Promise<WalletResponse> {
    return this.answer(req, async (know) => {
      const player = await tokenPlayer(this.ctx, partner, req, false);
      know(player);
      await extendGameToken(this.ctx.db, req.token);
      return { player, balance: await balanceUnits(this.ctx.db, player) };
    });
  }

  async bet(partner: string, req: BetRequest): Promise<WalletResponse> {
    return this.answer(req, async (know) => {
      const p = await tokenPlayer(this.ctx, partner, req, false);
      know(p);
      if (!(await memberActive(this.ctx.db, p.memberId))) throw new WalletRefusal(STATUS.userDisabled);
      if (req.currency !== p.currency) throw new WalletRefusal(STATUS.wrongCurrency);
      if (req.amount % UNITS_PER_CENTAVO !== 0) throw new WalletRefusal(STATUS.wrongTypes);
      const centavos = req.amount / UNITS_PER_CENTAVO;
      const print = fingerprint(['bet', req.user, req.round, req.game_code, req.currency, req.amount]);
      const account = await ensurePlayerAccount(this.ctx.db, p.memberId, p.currency);
      const house = await houseAccount(this.ctx.db, p.currency, p.memberId);
      const balance = await this.ctx.db.transaction(async (tx) => {
        const first = await record(tx, partner, { uuid: req.transaction_uuid, kind: 'bet', memberId: p.memberId, round: req.round, gameCode: req.game_code, amount: centavos, currency: p.currency, reference: null, fingerprint: print });
        if (first) return replayOf(first, print, 'bet');
        if (centavos === 0) return finish(tx, partner, req.transaction_uuid, await balanceUnits(tx, p), null);
        const moved = await applyTransfer(tx, { idempotencyKey: `seamless:${partner}:${req.transaction_uuid}`, kind: 'bet', fromAccountId: account, toAccountId: house, amount: centavos, currency: p.currency, metadata: { round: req.round, game: req.game_code } });
        return finish(tx, partner, req.transaction_uuid, toUnits(moved.balances[account]!), moved.transferId);
      });
      await extendGameToken(this.ctx.db, req.token);
      return { player: p, balance };
    });
  }

  async win(partner: string, req: WinRequest): Promise<WalletResponse> {
    return this.answer(req, async (know) => {
      const p = await tokenPlayer(this.ctx, partner, req, true);
      know(p);
      if (req.currency !== p.currency) throw new WalletRefusal(STATUS.wrongCurrency);
      if (req.amount % UNITS_PER_CENTAVO !== 0) throw new WalletRefusal(STATUS.wrongTypes);
      const centavos = req.amount / UNITS_PER_CENTAVO;
      const print = fingerprint(['win', req.user, req.round, req.game_code, req.currency, req.amount, req.reference_transaction_uuid]);
      const account = await ensurePlayerAccount(this.ctx.db, p.memberId, p.currency);
      const house = await houseAccount(this.ctx.db, p.currency, p.memberId);
      const balance = await this.ctx.db.transaction(async (tx) => {
        const bet = await tx.query<{ state: string; member_id: number }>(
          `SELECT state, member_id FROM wallet_transactions WHERE partner_code = $1 AND transaction_uuid = $2 AND kind = 'bet' FOR UPDATE`,
          [partner, req.reference_transaction_uuid],
        );
        if (!bet[0] || Number(bet[0].member_id) !== p.memberId) throw new WalletRefusal(STATUS.transactionDoesNotExist);
        const first = await record(tx, partner, { uuid: req.transaction_uuid, kind: 'win', memberId: p.memberId, round: req.round, gameCode: req.game_code, amount: centavos, currency: p.currency, reference: req.reference_transaction_uuid, fingerprint: print });
        if (first) return replayOf(first, print, 'win');
        if (bet[0].state !== 'applied') throw new WalletRefusal(STATUS.transactionRolledBack);
        if (centavos === 0) return finish(tx, partner, req.transaction_uuid, await balanceUnits(tx, p), null);
        const moved = await applyTransfer(tx, { idempotencyKey: `seamless:${partner}:${req.transaction_uuid}`, kind: 'win', fromAccountId: house, toAccountId: account, amount: centavos, currency: p.currency, metadata: { round: req.round, game: req.game_code } });
        return finish(tx, partner, req.transaction_uuid, toUnits(moved.balances[account]!), moved.transferId);
      });
      return { player: p, balance };
    });
  }

  async rollback(partner: string, req: RollbackRequest): Promise<WalletResponse> {
    return this.answer(req, async (know) => {
      const p = await tokenPlayer(this.ctx, partner, req, true);
      know(p);
      const print = fingerprint(['rollback', req.user, req.round, req.game_code, req.reference_transaction_uuid]);
      const account = await ensurePlayerAccount(this.ctx.db, p.memberId, p.currency);
      const house = await houseAccount(this.ctx.db, p.currency, p.memberId);
      const balance = await this.ctx.db.transaction(async (tx) => {
        const first = await record(tx, partner, { uuid: req.transaction_uuid, kind: 'rollback', memberId: p.memberId, round: req.round, gameCode: req.game_code, amount: 0, currency: p.currency, reference: req.reference_transaction_uuid, fingerprint: print });
        if (first) return replayOf(first, print, 'rollback');
        const bet = await tx.query<{ state: string; amount: number; member_id: number }>(
          `SELECT state, amount, member_id FROM wallet_transactions WHERE partner_code = $1 AND transaction_uuid = $2 AND kind = 'bet' FOR UPDATE`,
          [partner, req.reference_transaction_uuid],
        );
        if (!bet[0]) {
          // The bet never arrived (or not yet): remember it as rolled back so it is refused later.
          await tx.query(
            `INSERT INTO wallet_transactions (partner_code, transaction_uuid, kind, state, member_id, round, game_code, amount, currency, fingerprint, balance_after)
             VALUES ($1, $2, 'bet', 'placeholder', $3, $4, $5, 0, $6, '', 0)`,
            [partner, req.reference_transaction_uuid, p.memberId, req.round, req.game_code, p.currency],
          );
          return finish(tx, partner, req.transaction_uuid, await balanceUnits(tx, p), null);
        }
        if (Number(bet[0].member_id) !== p.memberId) throw new WalletRefusal(STATUS.transactionDoesNotExist);
        if (bet[0].state !== 'applied' || Number(bet[0].amount) === 0) {
          await tx.query(`UPDATE wallet_transactions SET state = 'rolled_back' WHERE partner_code = $1 AND transaction_uuid = $2 AND state = 'applied'`, [partner, req.reference_transaction_uuid]);
          return finish(tx, partner, req.transaction_uuid, await balanceUnits(tx, p), null);
        }
        await tx.query(`UPDATE wallet_transactions SET state = 'rolled_back' WHERE partner_code = $1 AND transaction_uuid = $2`, [partner, req.reference_transaction_uuid]);
        const moved = await applyTransfer(tx, { idempotencyKey: `seamless:${partner}:${req.transaction_uuid}`, kind: 'rollback', fromAccountId: house, toAccountId: account, amount: Number(bet[0].amount), currency: p.currency, metadata: { round: req.round, bet: req.reference_transaction_uuid } });
        return finish(tx, partner, req.transaction_uuid, toUnits(moved.balances[account]!), moved.transferId);
      });
      return { player: p, balance };
    });
  }
}
