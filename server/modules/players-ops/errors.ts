import { AppError } from '../../http/app-error';

/** The player view's refusals: stable codes (contracts/envelope.ts); the console shows its own texts. */
export const playersErrors = {
  /** Staff only tighten: a higher limit, a removal or a shorter break is the player's own business. */
  looseningRefused: (current: number | string | null) =>
    new AppError('LIMIT_LOOSENING_REFUSED', 409, 'Staff can only make a player’s protection stricter', { current }),
  /** Four eyes: whoever asked for an adjustment cannot approve (or reject) it. */
  selfApproval: () => new AppError('ADJUSTMENT_SELF_APPROVAL', 403, 'Another staff member must decide on this adjustment'),
  /** A trial account logs in without a password, so it has none to reset. */
  noPassword: () => new AppError('PLAYER_HAS_NO_PASSWORD', 409, 'A trial account has no password to reset'),
  adjustmentDecided: (state: string) => new AppError('ADJUSTMENT_DECIDED', 409, 'This adjustment has already been decided', { state }),
};
