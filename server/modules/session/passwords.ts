import { randomInt } from 'node:crypto';
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

/** Letters and digits nobody confuses when a password is read out over the phone (no 0/O, 1/l/I). */
const SPOKEN_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
const ONE_TIME_GROUPS = 4;
const ONE_TIME_GROUP_LENGTH = 4;

/**
 * A random one-time password (16 characters of 56, 92 bits, in four groups: Kq7m-X3pt-9Rwa-hT4c)
 * and its hash. Staff give it out by hand, shown once, and it must be replaced at its first use.
 */
export async function oneTimePasswordPair(): Promise<{ oneTimePassword: string; passwordHash: string }> {
  const group = () => Array.from({ length: ONE_TIME_GROUP_LENGTH }, () => SPOKEN_ALPHABET[randomInt(SPOKEN_ALPHABET.length)]).join('');
  const oneTimePassword = Array.from({ length: ONE_TIME_GROUPS }, group).join('-');
  return { oneTimePassword, passwordHash: await hashPassword(oneTimePassword) };
}
