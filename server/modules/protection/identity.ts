import type { IdentityKind } from '../../../contracts/protection';
import type { AppContext } from '../../app-context';
import { errors } from '../../http/app-error';
import { parseMobile } from '../account/phone';
import { hashToken } from '../session/tokens';
import { anyIdentityListed } from './identity-repository';

/**
 * Excluded identities are kept only as a keyed hash (HMAC-SHA256 with TOKEN_PEPPER, as session
 * tokens) of the normalised value: the list can refuse a registration without holding anybody's
 * number or address in clear. Normalised so that the forms a person may type are one value.
 */
export function normaliseIdentity(kind: IdentityKind, value: string): string {
  const trimmed = value.trim();
  switch (kind) {
    case 'mobile':
      // E.164; a number typed without its country code is Philippine (0917…, 917…).
      try {
        return parseMobile(trimmed, '63').e164;
      } catch {
        throw errors.invalidInput('value is not a mobile number');
      }
    case 'email':
      return trimmed.toLowerCase();
    case 'id_number':
      // ID numbers are printed with dashes and spaces (1234-5678-9012); letters are compared in capitals.
      return trimmed.toUpperCase().replace(/[^A-Z0-9]/g, '');
  }
}

export function identityDigest(pepper: string, kind: IdentityKind, value: string): string {
  return hashToken(`${kind}:${normaliseIdentity(kind, value)}`, pepper);
}

export interface Identity {
  /** E.164 (+639171234567) or as typed. */
  mobile?: string | null;
  email?: string | null;
  idNumber?: string | null;
}

/** The digests of whatever parts of an identity are given (a part that cannot be read is skipped). */
export function identityDigests(pepper: string, who: Identity): string[] {
  const parts: [IdentityKind, string | null | undefined][] = [
    ['mobile', who.mobile],
    ['email', who.email],
    ['id_number', who.idNumber],
  ];
  const digests: string[] = [];
  for (const [kind, value] of parts) {
    if (!value || !value.trim()) continue;
    try {
      digests.push(identityDigest(pepper, kind, value));
    } catch {
      // Not a mobile number: nothing of it can be listed.
    }
  }
  return digests;
}

/**
 * Whether registration must be refused: the mobile, email or ID number belongs to a self-excluded
 * player (until the exclusion ends) or is on the operator's restricted-persons list.
 */
export async function isExcludedIdentity(ctx: Pick<AppContext, 'db' | 'config'>, who: Identity, at = new Date()): Promise<boolean> {
  return anyIdentityListed(ctx.db, identityDigests(ctx.config.tokenPepper, who), at);
}
