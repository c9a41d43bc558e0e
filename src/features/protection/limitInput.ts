import {
  MONEY_LIMIT_MAX,
  MONEY_LIMIT_MIN,
  SESSION_LIMIT_MAX,
  SESSION_LIMIT_MIN,
  type LimitKind,
} from '../../../contracts/protection-constants';
import { checkAmount } from '../../lib/amount';

export type LimitInputError = 'required' | 'notNumber' | 'decimals' | 'range';

/** What a limit's field holds: centavos for money (pesos typed, as the cashier reads them), whole minutes for the session. */
export function readLimit(kind: LimitKind, text: string): { amount: number | null; error: LimitInputError | null } {
  if (kind === 'session') {
    const trimmed = text.trim();
    if (trimmed === '') return { amount: null, error: 'required' };
    if (!/^\d{1,5}$/.test(trimmed)) return { amount: null, error: 'notNumber' };
    const minutes = Number(trimmed);
    return minutes < SESSION_LIMIT_MIN || minutes > SESSION_LIMIT_MAX ? { amount: null, error: 'range' } : { amount: minutes, error: null };
  }
  const { centavos, error } = checkAmount(text, { min: MONEY_LIMIT_MIN, max: MONEY_LIMIT_MAX });
  if (error === 'required' || error === 'notNumber' || error === 'decimals') return { amount: null, error };
  return error ? { amount: null, error: 'range' } : { amount: centavos, error: null };
}

/** The bounds a limit's field shows, in its unit. */
export function limitBounds(kind: LimitKind): { min: number; max: number } {
  return kind === 'session' ? { min: SESSION_LIMIT_MIN, max: SESSION_LIMIT_MAX } : { min: MONEY_LIMIT_MIN, max: MONEY_LIMIT_MAX };
}
