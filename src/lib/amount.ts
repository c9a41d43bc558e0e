/** The bounds an amount must keep (a deposit channel's, the withdrawal limits), in centavos. */
export interface AmountRange {
  min: number;
  max: number;
}

/**
 * What the amount field holds: `centavos` whenever it is a positive number of pesos with at most
 * two decimals (even outside the channel's range, so promotions can still be matched), and
 * `error` (an i18n key under `deposit.amount`) when it may not be sent.
 */
export interface AmountCheck {
  centavos: number | null;
  error: 'required' | 'notNumber' | 'decimals' | 'notPositive' | 'belowMin' | 'aboveMax' | null;
}

/** Digits with an optional sign, thousands commas, and a decimal point: "1,000", "250.5", ".75". */
const PESOS = /^([+-])?(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/;

/** Reads the pesos a player typed, in integers only (no float can turn 0.29 into 28 centavos). */
export function checkAmount(text: string, range: AmountRange): AmountCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { centavos: null, error: 'required' };
  const match = PESOS.exec(trimmed);
  const [, sign, whole = '', fraction = ''] = match ?? [];
  if (!match || (whole === '' && fraction === '')) return { centavos: null, error: 'notNumber' };
  if (fraction.length > 2) return { centavos: null, error: 'decimals' };
  const centavos = Number(whole.replace(/,/g, '') || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (sign === '-' || centavos === 0) return { centavos: null, error: 'notPositive' };
  if (!Number.isSafeInteger(centavos)) return { centavos: null, error: 'aboveMax' };
  if (centavos > range.max) return { centavos, error: 'aboveMax' };
  if (centavos < range.min) return { centavos, error: 'belowMin' };
  return { centavos, error: null };
}

/** Centavos as the player would type them: 10000 is "100", 10050 is "100.50". */
export function pesosText(centavos: number): string {
  const whole = Math.floor(centavos / 100);
  const cents = centavos % 100;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
}
