/**
 * Deterministic choices for things that must come out the same on every server: a game's reel
 * strips and paytable shape, seeded by its code (with mulberry32 from ../seeded-random). Never
 * used for a round's outcome, which comes only from the round's fair stream.
 */

/** FNV-1a: a 32-bit seed from a text (a game code), the same on every platform. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A deterministic Fisher-Yates shuffle (a copy). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A reel strip holding each symbol `count` times, in an order fixed by `random`. */
export function stripOf<T>(counts: readonly (readonly [T, number])[], random: () => number): T[] {
  return shuffled(
    counts.flatMap(([symbol, count]) => Array.from({ length: count }, () => symbol)),
    random,
  );
}
