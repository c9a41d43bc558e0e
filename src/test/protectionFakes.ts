import { vi } from 'vitest';
import type { EncryptedBody } from '../../contracts/account';
import type { BlockView, LimitKey, LimitView, PlaySession, ProtectionState, SetLimitBody } from '../api/protection';
import { decryptBody } from './fakes';

const KEYS: LimitKey[] = [
  ...(['deposit', 'loss', 'wager'] as const).flatMap((kind) => (['day', 'week', 'month'] as const).map((period) => ({ kind, period }))),
  { kind: 'session', period: 'session' },
];

/** A limit as the server shows it: unset unless overridden. */
export function limitOf(key: LimitKey, overrides: Partial<LimitView> = {}): LimitView {
  const money = key.kind !== 'session';
  return {
    ...key,
    player: null,
    operator: null,
    effective: null,
    used: money ? 0 : null,
    periodEndsAt: money ? '2026-05-12T16:00:00.000Z' : null,
    pending: null,
    ...overrides,
  };
}

/** A player's protection: nothing set, a reality check every 60 minutes, no break (unless overridden). */
export function protectionStateOf(overrides: Partial<ProtectionState> = {}, limits: LimitView[] = []): ProtectionState {
  return {
    limits: KEYS.map((key) => limits.find((l) => l.kind === key.kind && l.period === key.period) ?? limitOf(key)),
    realityCheckMinutes: 60,
    block: null,
    serverTime: '2026-05-12T02:00:00.000Z',
    ...overrides,
  };
}

export function blockOf(overrides: Partial<BlockView> = {}): BlockView {
  return {
    kind: 'self_exclusion',
    duration: '6m',
    startsAt: '2026-05-12T02:00:00.000Z',
    endsAt: '2026-11-12T02:00:00.000Z',
    revocableFrom: null,
    revocation: null,
    ...overrides,
  };
}

export function playSessionOf(overrides: Partial<PlaySession> = {}): PlaySession {
  return {
    startedAt: '2026-05-12T02:00:00.000Z',
    serverTime: '2026-05-12T02:00:00.000Z',
    netResult: 0,
    realityCheckMinutes: 60,
    sessionLimitMinutes: null,
    endsAt: null,
    ended: false,
    ...overrides,
  };
}

/**
 * The server's protection calls over a small model: a stricter limit is in force at once, a looser
 * one waits (confirmable 24 hours later), a break blocks. Tests override single calls with vi.fn.
 */
export function fakeProtectionApi(initial: ProtectionState = protectionStateOf()) {
  let state = initial;
  const withLimit = (key: LimitKey, change: Partial<LimitView>) =>
    (state = {
      ...state,
      limits: state.limits.map((l) => (l.kind === key.kind && l.period === key.period ? { ...l, ...change } : l)),
    });
  return {
    state: vi.fn(async () => state),
    setLimit: vi.fn(async (body: EncryptedBody) => {
      const { kind, period, amount } = await decryptBody<SetLimitBody>(body);
      const current = state.limits.find((l) => l.kind === kind && l.period === period)!;
      const tighten = amount !== null && (current.player === null || amount < current.player);
      if (tighten) withLimit({ kind, period } as LimitKey, { player: amount, effective: amount, pending: null });
      else {
        const pending = { amount, requestedAt: state.serverTime, confirmableAt: '2026-05-13T02:00:00.000Z' };
        withLimit({ kind, period } as LimitKey, { pending });
      }
      return { outcome: tighten ? ('applied' as const) : ('pending' as const), state };
    }),
    confirmLimit: vi.fn(async () => state),
    cancelLimit: vi.fn(async (body: EncryptedBody) => withLimit(await decryptBody<LimitKey>(body), { pending: null })),
    setRealityCheck: vi.fn(async (body: EncryptedBody) => (state = { ...state, ...(await decryptBody<{ minutes: number }>(body)) })),
    coolOff: vi.fn(async (body: EncryptedBody) => {
      const { duration } = await decryptBody<{ duration: BlockView['duration'] }>(body);
      return (state = { ...state, block: blockOf({ kind: 'cool_off', duration, endsAt: '2026-05-13T02:00:00.000Z' }) });
    }),
    selfExclude: vi.fn(async (body: EncryptedBody) => {
      const { duration } = await decryptBody<{ duration: BlockView['duration'] }>(body);
      return (state = { ...state, block: blockOf({ duration }) });
    }),
    requestRevocation: vi.fn(async () => state),
    confirmRevocation: vi.fn(async () => state),
    playSession: vi.fn(async () => playSessionOf()),
  };
}
