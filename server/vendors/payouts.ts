/**
 * A payout provider the cashier pays withdrawals through (bank accounts and e-wallets). The
 * cashier asks this interface, never a provider's module; the sandbox's is `xendit/gateway.ts`,
 * talking to the Xendit-Payouts-v2-shaped sandbox on its own origin. Amounts are integer centavos.
 */
export interface PayoutRequest {
  /** The platform's withdrawal reference, echoed back by the provider. */
  referenceId: string;
  /** Sent as the provider's idempotency key: a retried create never pays twice. */
  idempotencyKey: string;
  /** The provider's channel code (Xendit: PH_GCASH, PH_PAYMAYA, PH_BDO, PH_BPI, …). */
  channelCode: string;
  accountHolderName: string;
  accountNumber: string;
  amount: number;
  currency: 'PHP';
  description: string;
}

/**
 * ACCEPTED: taken, not yet paid; SUCCEEDED: paid; FAILED: not paid (the hold goes back);
 * REVERSED: paid, then returned by the receiving bank (the hold goes back).
 */
export type PayoutStatus = 'ACCEPTED' | 'SUCCEEDED' | 'FAILED' | 'REVERSED';

export interface Payout {
  /** The provider's payout id (Xendit: `disb-…`). */
  providerRef: string;
  referenceId: string;
  status: PayoutStatus;
  amount: number;
  currency: string;
  /** The provider's failure code when FAILED or REVERSED. */
  failureCode?: string;
}

export interface PayoutProvider {
  /** Short code stored beside every withdrawal (`xendit`). */
  readonly code: string;
  /**
   * Creates the payout (or returns the one this idempotency key already made). Throws
   * PayoutUnknown when the answer did not arrive or cannot be read: the payout may or may not
   * exist, so the caller must ask again (findByReference), never refund on a guess.
   */
  createPayout(request: PayoutRequest): Promise<Payout>;
  /** The payout made for a reference, or null when the provider has none. Throws PayoutUnknown when it cannot be asked. */
  findByReference(referenceId: string): Promise<Payout | null>;
  /** Checks a callback's token (Xendit's `x-callback-token`) in constant time. */
  verifyCallback(token: string | undefined): boolean;
}

/** The provider did not answer, timed out or answered an error: the payout's fate is unknown. */
export class PayoutUnknown extends Error {}
