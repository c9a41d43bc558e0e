import { vi } from 'vitest';
import type { Adjustment, PlayerView } from '../../../contracts/players-ops';
import type { ProtectionState } from '../../../contracts/protection';
import type { PlayerCalls } from '../api/playerCalls';

const EMPTY = { list: [], nextCursor: null };

/** The player view's calls as fakeOpsApi answers them by default: nobody found, empty lists; a test gives the rest. */
export function fakePlayerCalls(): PlayerCalls {
  const unanswered = (name: string) =>
    vi.fn(async () => {
      throw new Error(`${name}: give the test its answer`);
    });
  return {
    searchPlayers: vi.fn(async () => EMPTY),
    playerView: unanswered('playerView'),
    playerLedger: vi.fn(async () => EMPTY),
    playerRounds: vi.fn(async () => ({ list: [], pageNum: 1, totalPages: 0, totalCount: 0 })),
    playerDeposits: vi.fn(async () => EMPTY),
    playerWithdrawals: vi.fn(async () => EMPTY),
    tightenLimit: unanswered('tightenLimit'),
    endPlayerSessions: vi.fn(async () => ({ ended: 0 })),
    resetPlayerPassword: unanswered('resetPlayerPassword'),
    adjustBalance: unanswered('adjustBalance'),
    adjustments: vi.fn(async () => EMPTY),
    decideAdjustment: unanswered('decideAdjustment'),
    auditTrail: vi.fn(async () => EMPTY),
  };
}

const AT = '2026-11-26T08:00:00.000Z';

export function protectionState(extra: Partial<ProtectionState> = {}): ProtectionState {
  return {
    limits: [
      { kind: 'deposit', period: 'day', player: null, operator: 500_000, effective: 500_000, used: 0, periodEndsAt: AT, pending: null },
      { kind: 'session', period: 'session', player: null, operator: null, effective: null, used: null, periodEndsAt: null, pending: null },
    ],
    realityCheckMinutes: 60,
    block: null,
    serverTime: AT,
    ...extra,
  };
}

/** Juan's page: verified, ₱1,250.00 on his account, one live session. */
export function playerView(username = 'juan', extra: Partial<PlayerView> = {}): PlayerView {
  return {
    profile: {
      username,
      nickname: null,
      status: 'active',
      trial: false,
      agent: false,
      mobile: '+63 917***4567',
      email: 'j***@example.com',
      emailVerified: true,
      messengers: { whatsapp: '+6***67' },
      birthday: '1990-05-17',
      realName: 'Juan Dela Cruz',
      kycStatus: 'verified',
      kycValidUntil: null,
      paymentPasswordSet: true,
      registeredAt: AT,
      lastLoginAt: AT,
    },
    balances: [{ accountId: 7, currency: 'PHP', balance: 125_000, lockedBonus: 0, turnoverLeft: 0, held: 0 }],
    protection: protectionState(),
    sessions: [{ sessionId: 41, createdAt: AT, lastSeenAt: AT, ip: '203.0.113.9', device: 'Chrome, Android' }],
    ...extra,
  };
}

export function adjustment(id: number, extra: Partial<Adjustment> = {}): Adjustment {
  return {
    adjustmentId: `A${id}`,
    username: 'juan',
    amount: 50_000,
    currency: 'PHP',
    reason: 'Goodwill after an outage',
    state: 'applied',
    needsApproval: false,
    requestedBy: 'carl',
    requestedAt: AT,
    decidedBy: null,
    decidedAt: null,
    decisionReason: null,
    transferId: 900 + id,
    ...extra,
  };
}
