import type { ApplicationStatus } from '../../../contracts/promotions';
import { AppError } from '../../http/app-error';

/** Promotions' refusals: stable codes (contracts/envelope.ts); the client shows its own texts. */
export const promotionErrors = {
  /** Before its start (coming soon) or from its end (closed). */
  notOpen: (startsAt: Date | null, endsAt: Date | null) =>
    new AppError('PROMOTION_NOT_OPEN', 409, 'This promotion is not open now', {
      startsAt: startsAt?.toISOString() ?? null,
      endsAt: endsAt?.toISOString() ?? null,
    }),
  /** Today's check-in, last week's cashback or the one application was taken already; `nextAt` when another opens. */
  limitReached: (nextAt: Date | null) =>
    new AppError('PROMOTION_LIMIT_REACHED', 409, 'You have already taken part as often as this promotion allows', {
      nextAt: nextAt?.toISOString() ?? null,
    }),
  /** No net loss last week, an application not approved, or a promotion not claimed or applied to this way. */
  notClaimable: () => new AppError('PROMOTION_NOT_CLAIMABLE', 409, 'There is nothing to claim in this promotion now'),
  applicationDecided: (status: ApplicationStatus) =>
    new AppError('PROMOTION_APPLICATION_DECIDED', 409, 'This application has already been decided', { status }),
};
