/**
 * Xendit speaks pesos as a JSON number with up to 2 decimals (1500.5); the platform keeps integer
 * centavos. Both directions are exact: centavos / 100 is the double nearest the decimal (division
 * is correctly rounded), and a number read back is accepted only if it is exactly such a double.
 */

/** Centavos as Xendit's amount: 150050 → 1500.5. */
export function toPesos(centavos: number): number {
  return centavos / 100;
}

/**
 * Xendit's amount as centavos, or null when it has more than 2 decimals (1.005), is not finite or
 * is past safe integers. `n / 100 === amount` holds exactly for every ≤2-decimal amount a JSON
 * parser produced, and for no other.
 */
export function toCentavos(amount: number): number | null {
  if (!Number.isFinite(amount)) return null;
  const centavos = Math.round(amount * 100);
  return Number.isSafeInteger(centavos) && centavos / 100 === amount ? centavos : null;
}
