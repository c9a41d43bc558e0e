import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Provably fair rounds: the server seed's hash is shown before the round, the seed itself after
 * it. Outcomes come from HMAC-SHA256(serverSeed, clientSeed:index), so a player can recompute
 * every symbol and check that the seed matches the hash they were shown.
 */
export function newServerSeed(): { seed: string; hash: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, hash: seedHash(seed) };
}

export function seedHash(seed: string): string {
  return createHash('sha256').update(seed).digest('hex');
}

/** An endless stream of uniform numbers in [0, 1) from the two seeds. */
export function fairStream(serverSeed: string, clientSeed: string): () => number {
  let index = 0;
  let buffer = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset + 4 > buffer.length) {
      buffer = createHmac('sha256', serverSeed).update(`${clientSeed}:${index++}`).digest();
      offset = 0;
    }
    const value = buffer.readUInt32BE(offset) / 2 ** 32;
    offset += 4;
    return value;
  };
}

/** Picks an index with the given integer weights. */
export function weightedPick(weights: readonly number[], random: () => number): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let roll = random() * total;
  for (let i = 0; i < weights.length; i++) {
    roll -= weights[i]!;
    if (roll < 0) return i;
  }
  return weights.length - 1;
}
