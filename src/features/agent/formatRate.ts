/** Basis points as a percentage, with as many decimals as it has: 1000 → "10%", 1250 → "12.5%", 5 → "0.05%". */
export function formatRate(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const cents = (basisPoints % 100).toString().padStart(2, '0').replace(/0+$/, '');
  return cents ? `${whole}.${cents}%` : `${whole}%`;
}
