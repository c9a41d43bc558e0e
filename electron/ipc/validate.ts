import { BRIDGE_LIMITS, SECURE_STORE_KEYS, type SecureStoreKey } from '../../contracts/platform-bridge';
import { isSafeExternalUrl } from '../navigation/allow-list';
import type { Args, Method } from './channels';

/** Thrown for malformed arguments; the renderer sees the rejection, the handler never runs. */
export class InvalidArgumentsError extends Error {
  override name = 'InvalidArgumentsError';
}

function arity(raw: readonly unknown[], count: number): void {
  if (raw.length !== count) throw new InvalidArgumentsError(`expected ${count} argument(s), got ${raw.length}`);
}

export function secureKey(value: unknown): SecureStoreKey {
  if (typeof value !== 'string' || !(SECURE_STORE_KEYS as readonly string[]).includes(value)) {
    throw new InvalidArgumentsError('unknown secure store key');
  }
  return value as SecureStoreKey;
}

export function secureValue(value: unknown): string {
  if (typeof value !== 'string') throw new InvalidArgumentsError('value must be a string');
  if (value.length > BRIDGE_LIMITS.secureValueChars) throw new InvalidArgumentsError('value too long');
  return value;
}

export function externalUrl(value: unknown): string {
  if (typeof value !== 'string' || !isSafeExternalUrl(value)) throw new InvalidArgumentsError('not a safe http(s) URL');
  return value;
}

/** The pixels above a game view: a whole number from 0 to the limit. */
export function topInset(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > BRIDGE_LIMITS.gameTopInsetPx) {
    throw new InvalidArgumentsError('top inset must be a whole number of pixels');
  }
  return value;
}

/** Arguments after validation: secure store keys are narrowed to the allow-list. */
type NarrowedArgs = {
  secureGet: [SecureStoreKey];
  secureSet: [SecureStoreKey, string];
  secureDelete: [SecureStoreKey];
};
export type ValidArgs<M extends Method> = M extends keyof NarrowedArgs ? NarrowedArgs[M] : Args<M>;

/** Turns the untrusted argument list of each channel into typed arguments, or throws. */
export const VALIDATORS: { [M in Method]: (raw: readonly unknown[]) => ValidArgs<M> } = {
  appInfo: (raw) => (arity(raw, 0), []),
  secureGet: (raw) => (arity(raw, 1), [secureKey(raw[0])]),
  secureSet: (raw) => (arity(raw, 2), [secureKey(raw[0]), secureValue(raw[1])]),
  secureDelete: (raw) => (arity(raw, 1), [secureKey(raw[0])]),
  openExternal: (raw) => (arity(raw, 1), [externalUrl(raw[0])]),
  updateStatus: (raw) => (arity(raw, 0), []),
  installUpdate: (raw) => (arity(raw, 0), []),
  // The game origin is checked by the game view itself, against the configured vendors.
  openGame: (raw) => (arity(raw, 2), [externalUrl(raw[0]), topInset(raw[1])]),
  closeGame: (raw) => (arity(raw, 0), []),
  // The chat's origin (the app's own, or https) is checked by the chat view.
  openChat: (raw) => (arity(raw, 2), [externalUrl(raw[0]), topInset(raw[1])]),
  closeChat: (raw) => (arity(raw, 0), []),
  stillHere: (raw) => (arity(raw, 0), []),
  idleSignedOut: (raw) => (arity(raw, 0), []),
};
