import { createHmac, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the opaque session token the client keeps. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database stores instead of the token: a keyed hash, useless without the pepper. */
export function hashToken(token: string, pepper: string): string {
  return createHmac('sha256', pepper).update(token).digest('base64url');
}
