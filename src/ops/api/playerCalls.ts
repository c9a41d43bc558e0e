import type {
  Adjustment,
  AdjustmentBody,
  AdjustmentDecisionBody,
  AdjustmentListQuery,
  AdjustmentPage,
  AuditTrailPage,
  AuditTrailQuery,
  EndSessionsBody,
  PasswordResetBody,
  PasswordResetResult,
  PlayerLedgerPage,
  PlayerLimitBody,
  PlayerLimitResult,
  PlayerPageQuery,
  PlayerSearchPage,
  PlayerSearchQuery,
  PlayerView,
  SessionsEndedResult,
} from '../../../contracts/players-ops';
import type { DepositQueuePage, WithdrawalQueuePage } from '../../../contracts/queues';
import type { OrderPage, OrdersQuery } from '../../../contracts/records';
import type { OpsCall } from './call';
import { queryString } from './queueCalls';

/** The player view, adjustments' approvals and the audit trail (server/modules/players-ops), each behind its route's permission. */
export interface PlayerCalls {
  searchPlayers(query: PlayerSearchQuery): Promise<PlayerSearchPage>;
  playerView(username: string): Promise<PlayerView>;
  playerLedger(username: string, query: PlayerPageQuery): Promise<PlayerLedgerPage>;
  /** Paged by page number, as the player's own betting record. */
  playerRounds(username: string, query: OrdersQuery): Promise<OrderPage>;
  playerDeposits(username: string, query: PlayerPageQuery): Promise<DepositQueuePage>;
  playerWithdrawals(username: string, query: PlayerPageQuery): Promise<WithdrawalQueuePage>;
  /** Only ever stricter: a looser limit is refused (LIMIT_LOOSENING_REFUSED). */
  tightenLimit(username: string, body: PlayerLimitBody): Promise<PlayerLimitResult>;
  endPlayerSessions(username: string, body: EndSessionsBody): Promise<SessionsEndedResult>;
  /** A one-time password, answered once; the player's sessions end. */
  resetPlayerPassword(username: string, body: PasswordResetBody): Promise<PasswordResetResult>;
  /** The same idempotencyKey answers the same adjustment: money moves once. */
  adjustBalance(username: string, body: AdjustmentBody): Promise<Adjustment>;
  adjustments(query: AdjustmentListQuery): Promise<AdjustmentPage>;
  decideAdjustment(adjustmentId: string, action: 'approve' | 'reject', body: AdjustmentDecisionBody): Promise<Adjustment>;
  auditTrail(query: AuditTrailQuery): Promise<AuditTrailPage>;
}

export function playerCalls(call: OpsCall): PlayerCalls {
  const player = (username: string) => `/ops/api/players/${encodeURIComponent(username)}`;
  return {
    searchPlayers: (query) => call('GET', `/ops/api/players${queryString(query)}`),
    playerView: (username) => call('GET', player(username)),
    playerLedger: (username, query) => call('GET', `${player(username)}/ledger${queryString(query)}`),
    playerRounds: (username, query) => call('GET', `${player(username)}/rounds${queryString(query)}`),
    playerDeposits: (username, query) => call('GET', `${player(username)}/deposits${queryString(query)}`),
    playerWithdrawals: (username, query) => call('GET', `${player(username)}/withdrawals${queryString(query)}`),
    tightenLimit: (username, body) => call('POST', `${player(username)}/limits`, body),
    endPlayerSessions: (username, body) => call('DELETE', `${player(username)}/sessions`, body),
    resetPlayerPassword: (username, body) => call('POST', `${player(username)}/password`, body),
    adjustBalance: (username, body) => call('POST', `${player(username)}/adjustments`, body),
    adjustments: (query) => call('GET', `/ops/api/adjustments${queryString(query)}`),
    decideAdjustment: (adjustmentId, action, body) =>
      call('POST', `/ops/api/adjustments/${encodeURIComponent(adjustmentId)}/${action}`, body),
    auditTrail: (query) => call('GET', `/ops/api/audit${queryString(query)}`),
  };
}
