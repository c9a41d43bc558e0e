import type { BlockKind, MoneyLimitKind, MoneyLimitPeriod } from '../../../contracts/protection';
import { AppError } from '../../http/app-error';

/** Player protection's refusals: stable codes (contracts/envelope.ts), the client shows its own texts. */
export const protectionErrors = {
  /** Play and deposits are closed during a break; the account stays open to see it and withdraw. */
  blocked: (kind: BlockKind, until: Date) =>
    kind === 'self_exclusion'
      ? new AppError('SELF_EXCLUDED', 403, 'You have excluded yourself from play until this date', { until: until.toISOString() })
      : new AppError('COOLING_OFF', 403, 'You are taking a break from play until this time', { until: until.toISOString() }),
  sessionLimitReached: (endedAt: Date) =>
    new AppError('SESSION_LIMIT_REACHED', 403, 'Your session time limit has been reached', { endedAt: endedAt.toISOString() }),
  /** A wager or loss limit is used up: play resumes when its period ends. */
  playLimitReached: (kind: MoneyLimitKind, period: MoneyLimitPeriod, until: Date) =>
    new AppError('PLAY_LIMIT_REACHED', 403, 'You have reached a limit you set; play resumes when its period ends', {
      kind,
      period,
      until: until.toISOString(),
    }),
  depositLimitReached: (period: MoneyLimitPeriod, limit: number, used: number) =>
    new AppError('DEPOSIT_LIMIT_REACHED', 409, 'This deposit would go over your deposit limit', {
      period,
      limit,
      used,
      left: Math.max(0, limit - used),
      field: 'amount',
    }),
  changeNotConfirmable: (confirmableAt: Date) =>
    new AppError('LIMIT_CHANGE_NOT_CONFIRMABLE', 409, 'This change can be confirmed only after its 24-hour wait', {
      confirmableAt: confirmableAt.toISOString(),
    }),
  alreadyOnBreak: (until: Date) =>
    new AppError('ALREADY_ON_BREAK', 409, 'A longer break is already running', { until: until.toISOString() }),
  exclusionIrrevocable: (revocableFrom: Date | null) =>
    new AppError('EXCLUSION_IRREVOCABLE', 409, 'This exclusion cannot be revoked yet', {
      revocableFrom: revocableFrom ? revocableFrom.toISOString() : null,
    }),
  registrationRestricted: () =>
    new AppError('REGISTRATION_RESTRICTED', 403, 'An account cannot be opened with these details. Please contact customer service.'),
};
