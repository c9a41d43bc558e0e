/**
 * The one money formatter (pattern #,##0.00). The wire carries integer centavos, so the
 * arithmetic stays in integers: no float rounding can turn 1000000 into "9,999.99".
 */
export function formatMoney(centavos: number, symbol = ''): string {
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(centavos));
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = (abs % 100).toString().padStart(2, '0');
  return `${sign}${symbol}${whole}.${cents}`;
}

/** What a hidden or refreshing balance shows instead of digits. */
export const MASKED_BALANCE = '****';

/**
 * A movement of money with its direction spelled out: "+₱1.50" in, "−₱1.50" out (U+2212, which
 * screen readers read as minus), so the sign and not only a colour tells in from out.
 */
export function formatSignedMoney(centavos: number, symbol = ''): string {
  const sign = centavos > 0 ? '+' : centavos < 0 ? '\u2212' : '';
  return `${sign}${formatMoney(Math.abs(centavos), symbol)}`;
}
