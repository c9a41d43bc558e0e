/**
 * A payment gateway the cashier takes deposits through (e-wallets, QR Ph, online banking). The
 * cashier asks this interface, never a provider's module, so connecting a real provider is one
 * more implementation; the sandbox's is `paymongo/gateway.ts`, talking to the PayMongo-shaped
 * sandbox on its own origin. Amounts are integer centavos.
 */
export type GatewayMethod = 'gcash' | 'paymaya' | 'qrph' | 'dob';

export interface CheckoutRequest {
  /** The platform's deposit reference; the provider echoes it back on the payment. */
  reference: string;
  amount: number;
  currency: 'PHP';
  method: GatewayMethod;
  /** Online banking's bank (PayMongo's `dob` banks, e.g. `bpi`, `ubp`); absent for the others. */
  bankCode?: string;
  description: string;
  /** Where the hosted page sends the player back after paying, and after giving up. */
  successUrl: string;
  cancelUrl: string;
  /** Sent as the provider's idempotency key so a retried create never opens two checkouts. */
  idempotencyKey: string;
}

export interface Checkout {
  /** The provider's id of the checkout (PayMongo: `cs_…`). */
  providerRef: string;
  /** The hosted payment page the player is sent to. */
  checkoutUrl: string;
  expiresAt: Date;
}

export type GatewayPaymentStatus = 'pending' | 'paid' | 'failed' | 'expired';

/** The provider's truth about a checkout, read back from its API (never taken from a callback). */
export interface GatewayPayment {
  providerRef: string;
  reference: string;
  status: GatewayPaymentStatus;
  amount: number;
  currency: string;
}

export interface VerifiedEvent {
  /** The provider's unique event id (PayMongo: `evt_…`): the replay guard's key. */
  eventId: string;
  eventType: string;
  /** The checkout the event is about, when it names one. */
  providerRef: string | null;
}

export type WebhookVerdict =
  { ok: true; event: VerifiedEvent } | { ok: false; reason: 'missing_signature' | 'bad_signature' | 'stale' | 'malformed' };

export interface PaymentGateway {
  /** Short code stored beside every deposit and event (`paymongo`). */
  readonly code: string;
  /** The hosted pages' origin. */
  readonly origin: string;
  /** Throws GatewayUnavailable when the provider cannot be reached or answers an error. */
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Throws GatewayUnavailable when the provider cannot be reached or answers an error. */
  getPayment(providerRef: string): Promise<GatewayPayment>;
  /** Checks a webhook's signature over the exact raw bytes and its timestamp against `now`. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined, now: Date): WebhookVerdict;
}

/** The provider could not be reached, timed out or answered an error: the outcome is unknown. */
export class GatewayUnavailable extends Error {}
