import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * argon2id with OWASP's minimum: 19 MiB of memory, 2 iterations, 1 lane.
 * (Algorithm is a const enum in the package's types; 2 is Argon2id.)
 */
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A hash of a random password: verified against when the user is unknown, so timing tells nothing. */
let decoy: Promise<string> | null = null;

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    decoy ??= hashPassword(`decoy-${Math.random()}`);
    await verify(await decoy, password);
    return false;
  }
  return verify(storedHash, password);
}
