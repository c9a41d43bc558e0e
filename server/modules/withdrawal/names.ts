/**
 * Whether the name on a payout account is the player's verified name. Banks print names in
 * capitals, often surname first with a comma, and without the ñ or accents: compare the words,
 * in any order, folded to plain capitals. Every word of the shorter must be in the longer; a
 * word (a middle name) may be missing only from a name of three words or more, so a relative who
 * shares the surname ('Dela Cruz' for 'Juan Dela Cruz') never matches.
 */
export function sameName(onAccount: string, verified: string): boolean {
  const words = (name: string) =>
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase()
      .replace(/[^A-Z ]+/g, ' ')
      .split(/\s+/)
      .filter((w) => w.length > 1);
  const a = new Set(words(onAccount));
  const b = new Set(words(verified));
  if (a.size < 2 || b.size < 2) return false;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  return [...small].every((w) => large.has(w)) && (small.size === large.size || small.size >= 3);
}
