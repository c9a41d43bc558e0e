import { createPublicKey, type KeyObject } from 'node:crypto';
import type { Queryable } from '../../db/types';
import { findActivePartner } from './repository';
import type { PartnerLimits } from './risk';

/** A partner as the wallet checks it: its signature key, parsed once, and its win limits. */
export interface WalletPartner {
  key: KeyObject;
  limits: PartnerLimits;
}

/**
 * How long a process trusts what it read of a partner. Every wallet call needs the key and every
 * win the limits; reading them once per call was a round trip of its own. A new key, a partner
 * switched off or new limits are seen by every process within this time.
 */
export const PARTNER_CACHE_MS = 10_000;

/** A key that cannot be read cannot check a signature: such a partner is treated as no partner. */
function readKey(pem: string): KeyObject | null {
  try {
    return createPublicKey(pem);
  } catch {
    return null;
  }
}

/** The active partners this process has met, each read again once its entry is older than PARTNER_CACHE_MS. */
export class PartnerDirectory {
  private readonly known = new Map<string, { partner: WalletPartner; readAt: number }>();

  constructor(
    private readonly db: Queryable,
    private readonly now: () => number = Date.now,
  ) {}

  /** The partner, or null when there is no active one by that code (never cached: a partner added now is met at once). */
  async find(code: string): Promise<WalletPartner | null> {
    const cached = this.known.get(code);
    if (cached && this.now() - cached.readAt < PARTNER_CACHE_MS) return cached.partner;
    const row = await findActivePartner(this.db, code);
    const key = row ? readKey(row.public_key_pem) : null;
    if (!row || !key) {
      this.known.delete(code);
      return null;
    }
    const partner: WalletPartner = {
      key,
      limits: {
        maxWin: Number(row.max_win_centavos),
        maxWinRatio: Number(row.max_win_ratio),
        alertWin: Number(row.alert_win_centavos),
        alertWinRatio: Number(row.alert_win_ratio),
      },
    };
    this.known.set(code, { partner, readAt: this.now() });
    return partner;
  }
}
