import { randomUUID, sign, type KeyObject } from 'node:crypto';
import { UNITS_PER_CENTAVO } from '../../../contracts/constants';
import { RoundError } from './round-error';

export interface WalletAnswer {
  status: string;
  balance?: number;
  currency?: string;
}

/**
 * Bet answers that mean the operator did not take the money. After any other answer
 * (RS_ERROR_UNKNOWN, a timeout, no answer at all) the bet may have been applied, so the vendor
 * rolls it back rather than forget it.
 */
const BET_REFUSALS: ReadonlySet<string> = new Set([
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_USER_DISABLED',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_TOKEN_EXPIRED',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_WRONG_TYPES',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_TRANSACTION_ROLLED_BACK',
]);

/** What became of a bet that was not taken: refused, rolled back, or unresolved (no answer yet). */
export type BetFailure = 'refused' | 'rolledBack' | 'unresolved';

interface BetInput {
  user: string;
  token: string;
  uuid: string;
  round: string;
  gameCode: string;
  currency: string;
  units: number;
  /** The rollback's own uuid when this is not the round's first bet (each bet is rolled back on its own). */
  rollbackUuid?: string;
}

/**
 * Places a bet, or makes sure no money stays taken: a refusal throws WALLET_REFUSED (with the
 * balance); any other answer is rolled back at once and throws WALLET_FAILED. `onFailure`
 * records the round's fate first; an unresolved one is for the caller to roll back later
 * (the same rollback uuid, which the operator applies once).
 */
export async function placeBet(
  wallet: WalletClient,
  bet: BetInput,
  onFailure: (failure: BetFailure) => Promise<void>,
): Promise<WalletAnswer> {
  const answer = await wallet.bet(bet);
  if (answer?.status === 'RS_OK') return answer;
  if (answer && BET_REFUSALS.has(answer.status)) {
    await onFailure('refused');
    throw new RoundError('WALLET_REFUSED', answer.status, answer.balance === undefined ? undefined : answer.balance / UNITS_PER_CENTAVO);
  }
  const back = await wallet.rollback({
    user: bet.user,
    token: bet.token,
    uuid: bet.rollbackUuid ?? rollbackUuidOf(bet.round),
    betUuid: bet.uuid,
    round: bet.round,
    gameCode: bet.gameCode,
  });
  await onFailure(back?.status === 'RS_OK' ? 'rolledBack' : 'unresolved');
  throw new RoundError('WALLET_FAILED', answer?.status);
}

/**
 * Places the bet of an entry stored first as pending (a lottery ticket, a sports slip, a table
 * bet), which a later settlement pays or rolls back. `move` takes the entry from pending to
 * another state and says whether it was still pending: a refused bet makes it refused, a rolled
 * back one void, and an unresolved one leaves it pending for the settlement to roll back. A
 * taken bet makes it placed, unless the settlement rolled the bet back while its answer was on
 * the way: then it throws DRAW_CLOSED.
 */
export async function placePendingBet(
  wallet: WalletClient,
  bet: BetInput,
  move: (to: 'placed' | 'refused' | 'void') => Promise<boolean>,
): Promise<WalletAnswer> {
  const answer = await placeBet(wallet, bet, async (failure) => {
    if (failure !== 'unresolved') await move(failure === 'refused' ? 'refused' : 'void');
  });
  if (!(await move('placed'))) throw new RoundError('DRAW_CLOSED');
  return answer;
}

/** The one rollback uuid of a round, so a later retry is the same transaction. */
export const rollbackUuidOf = (round: string) => `${round}:rollback`;

/** How the vendor reaches the operator: HTTP in production, app.inject in tests. */
export type Transport = (path: string, body: string, headers: Record<string, string>) => Promise<unknown>;

export function httpTransport(baseUrl: string): Transport {
  return async (path, body, headers) => {
    const res = await fetch(`${baseUrl}${path}`, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });
    return res.json();
  };
}

/**
 * The vendor side of the seamless wallet: every call signed with the vendor's private key
 * (X-Hub88-Signature over the exact body), with a fresh request_uuid.
 */
export class WalletClient {
  constructor(
    private readonly transport: Transport,
    private readonly partner: string,
    private readonly privateKey: KeyObject,
  ) {}

  private async call(path: string, body: Record<string, unknown>): Promise<WalletAnswer> {
    const raw = JSON.stringify({ request_uuid: randomUUID(), ...body });
    const signature = sign('sha256', Buffer.from(raw), this.privateKey).toString('base64');
    return (await this.transport(`/seamless/${this.partner}${path}`, raw, { 'x-hub88-signature': signature })) as WalletAnswer;
  }

  private callOrNull(path: string, body: Record<string, unknown>): Promise<WalletAnswer | null> {
    return this.call(path, body).catch(() => null);
  }

  balance(user: string, token: string, gameCode: string) {
    return this.call('/user/balance', { user, token, game_code: gameCode });
  }

  /** A bet; a lost answer (network down, operator unreachable) comes back as null, not as an exception. */
  bet(b: {
    user: string;
    token: string;
    uuid: string;
    round: string;
    gameCode: string;
    currency: string;
    units: number;
  }): Promise<WalletAnswer | null> {
    return this.callOrNull('/transaction/bet', {
      user: b.user,
      token: b.token,
      transaction_uuid: b.uuid,
      round: b.round,
      round_closed: false,
      game_code: b.gameCode,
      currency: b.currency,
      amount: b.units,
    });
  }

  /** A win; a lost answer comes back as null. */
  win(w: {
    user: string;
    token: string;
    uuid: string;
    betUuid: string;
    round: string;
    gameCode: string;
    currency: string;
    units: number;
  }): Promise<WalletAnswer | null> {
    return this.callOrNull('/transaction/win', {
      user: w.user,
      token: w.token,
      transaction_uuid: w.uuid,
      reference_transaction_uuid: w.betUuid,
      round: w.round,
      round_closed: true,
      game_code: w.gameCode,
      currency: w.currency,
      amount: w.units,
    });
  }

  /** A rollback; a lost answer comes back as null. */
  rollback(r: {
    user: string;
    token: string;
    uuid: string;
    betUuid: string;
    round: string;
    gameCode: string;
  }): Promise<WalletAnswer | null> {
    return this.callOrNull('/transaction/rollback', {
      user: r.user,
      token: r.token,
      transaction_uuid: r.uuid,
      reference_transaction_uuid: r.betUuid,
      round: r.round,
      round_closed: true,
      game_code: r.gameCode,
    });
  }
}
