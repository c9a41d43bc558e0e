import type { GatewayMethod } from '../payments';

/** PayMongo's codes for the methods the cashier offers (its `payment_method_types`). */
export const METHODS: readonly GatewayMethod[] = ['gcash', 'paymaya', 'qrph', 'dob'];

/**
 * How long a checkout lives, by the method it is paid with: GCash's authorization window is 4
 * hours, Maya's and a QR Ph code's 30 minutes (PayMongo's `qrph.expired` fires 30 minutes after
 * the code was made), online banking's 1 hour. The gateway falls back on these when a provider's
 * answer carries no expiry (PayMongo's own checkout sessions have no `expires_at`).
 */
export const METHOD_LIFETIME_MS: Readonly<Record<GatewayMethod, number>> = {
  gcash: 4 * 60 * 60_000,
  paymaya: 30 * 60_000,
  qrph: 30 * 60_000,
  dob: 60 * 60_000,
};

/** The smallest and largest amounts PayMongo takes, in centavos (₱20.00 and ₱9,999,999.99). */
export const MIN_AMOUNT = 2000;
export const MAX_AMOUNT = 999_999_999;

export const isMethod = (value: unknown): value is GatewayMethod => typeof value === 'string' && METHODS.includes(value as GatewayMethod);
