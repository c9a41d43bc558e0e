import { Type, type Static } from 'typebox';
import { PAYMENT_PASSWORD_LENGTH } from './constants';

/**
 * The payment password (security centre, SPEC §7): six digits, as the PINs of the e-wallets
 * Filipino players already use, asked for before money leaves. Writes travel encrypted
 * (Encryption header), like the login.
 */
export const PAYMENT_PASSWORD_PATTERN = `^[0-9]{${PAYMENT_PASSWORD_LENGTH}}$`;
const PaymentPassword = Type.String({ pattern: PAYMENT_PASSWORD_PATTERN, description: 'Six digits' });

/** GET /wps/v2/member/securityConfig/paymentPassword */
export const PaymentPasswordState = Type.Object({ exists: Type.Boolean() });
export type PaymentPasswordState = Static<typeof PaymentPasswordState>;

/** PUT /wps/v2/member/securityConfig/paymentPassword: the first one, confirmed by the login password. */
export const SetPaymentPasswordBody = Type.Object(
  { loginPassword: Type.String({ minLength: 1, maxLength: 128 }), paymentPassword: PaymentPassword },
  { additionalProperties: false },
);
export type SetPaymentPasswordBody = Static<typeof SetPaymentPasswordBody>;

/** POST /wps/v2/member/securityConfig/paymentPassword: a new one, confirmed by the current one. */
export const ChangePaymentPasswordBody = Type.Object(
  { oldPaymentPassword: PaymentPassword, newPaymentPassword: PaymentPassword },
  { additionalProperties: false },
);
export type ChangePaymentPasswordBody = Static<typeof ChangePaymentPasswordBody>;
