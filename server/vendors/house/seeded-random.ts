/**
 * mulberry32: a small, fast generator of uniform numbers in [0, 1) from a 32-bit seed, the same
 * numbers on every server and every run. For what must come out the same everywhere (a game's
 * reel strips, paytable or fish table, drawn from its code) and for the simulations in tests,
 * millions of draws a second where the HMAC stream would take minutes. Never for a round's
 * outcome, which comes only from the round's fair stream.
 */
export function mulberry32(seed: number): () => number {
  let a = seed | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
