/**
 * A probability distribution over consecutive integers: `p[i]` is P(X = min + i). The sports
 * models build their exact outcome distributions from these (binomials, sums, differences),
 * so every market's probability is a finite sum, not an estimate.
 */
export interface Dist {
  min: number;
  p: number[];
}

export const point = (value: number): Dist => ({ min: value, p: [1] });

export function binomial(n: number, q: number): Dist {
  const p = new Array<number>(n + 1).fill(0);
  // Pascal's rule row by row: exact up to rounding, no factorials to overflow.
  p[0] = 1;
  for (let trial = 1; trial <= n; trial++) {
    for (let k = trial; k >= 1; k--) p[k] = p[k]! * (1 - q) + p[k - 1]! * q;
    p[0] = p[0]! * (1 - q);
  }
  return { min: 0, p };
}

/** The distribution of k·X. */
export function times(d: Dist, k: number): Dist {
  const p = new Array<number>((d.p.length - 1) * k + 1).fill(0);
  d.p.forEach((v, i) => (p[i * k] = v));
  return { min: d.min * k, p };
}

/** The distribution of X + Y for independent X and Y. */
export function add(a: Dist, b: Dist): Dist {
  const p = new Array<number>(a.p.length + b.p.length - 1).fill(0);
  a.p.forEach((x, i) => {
    if (x !== 0) b.p.forEach((y, j) => (p[i + j] = p[i + j]! + x * y));
  });
  return { min: a.min + b.min, p };
}

/** The distribution of -X. */
export function negate(d: Dist): Dist {
  return { min: -(d.min + d.p.length - 1), p: [...d.p].reverse() };
}

/** X1 + ... + Xn for n independent copies of X. */
export function sumOf(d: Dist, n: number): Dist {
  let sum = point(0);
  for (let i = 0; i < n; i++) sum = add(sum, d);
  return sum;
}

/** Weighted sum of (possibly unnormalised) distributions: a mixture. */
export function mix(parts: readonly { weight: number; dist: Dist }[]): Dist {
  const used = parts.filter((part) => part.dist.p.length > 0);
  const min = Math.min(...used.map((part) => part.dist.min));
  const max = Math.max(...used.map((part) => part.dist.min + part.dist.p.length - 1));
  const p = new Array<number>(max - min + 1).fill(0);
  for (const { weight, dist } of used) dist.p.forEach((v, i) => (p[dist.min + i - min] = p[dist.min + i - min]! + weight * v));
  return { min, p };
}

/** P(X > x), P(X = x) and P(X < x) for any real x. */
export function split(d: Dist, x: number): { above: number; at: number; below: number } {
  let above = 0;
  let at = 0;
  let below = 0;
  d.p.forEach((v, i) => {
    const value = d.min + i;
    if (value > x) above += v;
    else if (value === x) at += v;
    else below += v;
  });
  return { above, at, below };
}

export const massOf = (d: Dist): number => d.p.reduce((a, b) => a + b, 0);

/** Builds a distribution from weighted values (repeated values add up). */
export function fromValues(values: readonly { value: number; p: number }[]): Dist {
  return mix(values.map(({ value, p }) => ({ weight: p, dist: point(value) })));
}
