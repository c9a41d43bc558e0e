import { Type, type Static } from 'typebox';
import { REGISTER_KYC_BODY, RegisterKycField } from './kyc';
import { REGISTER_FIELDS, type RegisterFieldName } from './register-fields';

/**
 * Accounts: registration, login methods, verification codes, captcha, human check, password
 * flows. Field names follow SPEC §3; the server is the authority for every rule.
 */

export { MESSENGERS, REGISTER_FIELDS, type MessengerName, type RegisterFieldName } from './register-fields';

export const RegisterField = Type.Object({
  name: Type.Unsafe<RegisterFieldName>({ type: 'string', enum: [...REGISTER_FIELDS] }),
  enabled: Type.Boolean(),
  required: Type.Boolean(),
  /** ECMAScript regular expression source the value must match when given. */
  pattern: Type.Union([Type.String(), Type.Null()]),
  /** Server text shown when the pattern fails (English; the client may translate by field). */
  message: Type.Union([Type.String(), Type.Null()]),
  maxLength: Type.Integer(),
});
export type RegisterField = Static<typeof RegisterField>;

export const RegisterSettingsValue = Type.Object({
  /** Direct registration on at all (entry hidden when off). */
  enabled: Type.Boolean(),
  /** USERNAMEREG3 / MOBILENUMREG3: the method toggle shows only when both are on. */
  usernameMethod: Type.Boolean(),
  mobileMethod: Type.Boolean(),
  /** REGMOBVERF3: registration needs an SMS code sent to the mobile number. */
  smsVerification: Type.Boolean(),
  /** MOBILENUMPASSREG3: mobile registration also sets a password (else a code-only account). */
  mobilePassword: Type.Boolean(),
  /** MANDATORYKYC3: step 2 (KYC) follows step 1. */
  mandatoryKyc: Type.Boolean(),
  minimumAge: Type.Integer(),
  passwordMinLength: Type.Integer(),
  passwordMaxLength: Type.Integer(),
  fields: Type.Array(RegisterField),
  /** Step 2's KYC fields (SPEC §5 "required when configured required"); the server sends it, enforced only under MANDATORYKYC3. */
  kycFields: Type.Optional(Type.Array(RegisterKycField)),
});
export type RegisterSettingsValue = Static<typeof RegisterSettingsValue>;

const REGISTER_METHODS = ['H5', 'PWA', 'WEBCLIP', 'APP'] as const;
export type RegisterMethod = (typeof REGISTER_METHODS)[number];

const optionalText = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
const requiredText = (maxLength: number) => Type.String({ minLength: 1, maxLength });
/** A new password and its repetition, as every password form sends them (the policy is checked on the server). */
const NEW_PASSWORD = { newPassword: requiredText(128), confirmNewPassword: requiredText(128) };

/** PUT /wps/member/register (username method) and /wps/member/register/mobile (mobile method). */
export const RegisterBody = Type.Object(
  {
    registerMethod: Type.Unsafe<RegisterMethod>({ type: 'string', enum: [...REGISTER_METHODS] }),
    registerUrl: optionalText(2048),
    domain: optionalText(255),
    type: Type.Optional(Type.Literal(0)),
    username: optionalText(64),
    password: optionalText(128),
    confirmPassword: optionalText(128),
    /** YYYY-MM-DD */
    birthday: optionalText(10),
    nickname: optionalText(64),
    email: optionalText(254),
    mobileNum: optionalText(20),
    countryDialingCode: optionalText(4),
    affiliateCode: optionalText(32),
    /** Messenger contacts (SPEC's register payload), each asked only when the operator switches it on. */
    facebook: optionalText(100),
    whatsapp: optionalText(16),
    line: optionalText(20),
    /** SMS code (REGMOBVERF3). */
    verificationCode: optionalText(10),
    captcha: optionalText(6),
    captchaId: optionalText(64),
    /** The disclaimer checkbox: registration is refused without it. */
    disclaimerAccepted: Type.Boolean(),
    /**
     * Step 2 (MANDATORYKYC3): nationality, occupation, sourceOfIncome, region, placeOfBirth,
     * permanentAddress, address, idType, payeeName, idNumber (contracts/kyc.ts).
     */
    ...REGISTER_KYC_BODY,
  },
  { additionalProperties: false },
);
export type RegisterBody = Static<typeof RegisterBody>;

export const UsernameCheckValue = Type.Object({ available: Type.Boolean() });
export type UsernameCheckValue = Static<typeof UsernameCheckValue>;

export const AffiliateBody = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 32 }), domain: optionalText(255) },
  { additionalProperties: false },
);
export const AffiliateValue = Type.Object({ code: Type.String(), valid: Type.Boolean() });
export type AffiliateValue = Static<typeof AffiliateValue>;

/**
 * GET /wps/captcha: a numeric code drawn as a PNG (data:image/png;base64 URL, 200 x 88 pixels).
 * `sealed` is the same answer for players who cannot read the picture: ALTCHA obfuscation
 * (base64 JSON { parameters, cipher }), AES-GCM under a key only a proof of work finds.
 */
export const CaptchaValue = Type.Object({ captchaId: Type.String(), image: Type.String(), sealed: Type.Optional(Type.String()) });
export type CaptchaValue = Static<typeof CaptchaValue>;

/** POST /wps/verification/sms/register. */
export const SmsRegisterBody = Type.Object(
  {
    mobileNum: Type.String({ minLength: 1, maxLength: 20 }),
    countryDialingCode: Type.String({ minLength: 1, maxLength: 4 }),
    /** The human-verification proof (SPEC §3: SMS requests carry the human-verification fields). */
    humanCheck: optionalText(4096),
  },
  { additionalProperties: false },
);
export type SmsRegisterBody = Static<typeof SmsRegisterBody>;

const SMS_PURPOSES = ['login', 'reset'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** POST /wps/verification/sms/noLogin: a login code, or a password-reset code. */
export const SmsRequestBody = Type.Object(
  {
    mobileNum: Type.String({ minLength: 1, maxLength: 20 }),
    countryDialingCode: Type.String({ minLength: 1, maxLength: 4 }),
    purpose: Type.Optional(Type.Unsafe<SmsPurpose>({ type: 'string', enum: [...SMS_PURPOSES] })),
    humanCheck: optionalText(4096),
  },
  { additionalProperties: false },
);
export type SmsRequestBody = Static<typeof SmsRequestBody>;

/** When a new code may be requested (epoch milliseconds): the client counts down to it. */
export const SmsValue = Type.Object({ expirationTime: Type.Integer() });
export type SmsValue = Static<typeof SmsValue>;

const LOGIN_TYPES = ['username', 'sms'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

/** The decrypted body of POST /wps/session/login (it travels encrypted, see EncryptedBody). */
export const LoginRequest = Type.Object(
  {
    type: Type.Optional(Type.Unsafe<LoginType>({ type: 'string', enum: [...LOGIN_TYPES] })),
    username: optionalText(64),
    password: optionalText(128),
    mobileNum: optionalText(20),
    countryDialingCode: optionalText(4),
    messageCode: optionalText(10),
    /** Captcha answer, required once a failure answered value.captcha = true. */
    identifying: optionalText(6),
    captchaId: optionalText(64),
    /** Human-verification payload (ALTCHA proof of work, base64 JSON), username login only. */
    humanCheck: optionalText(4096),
  },
  { additionalProperties: false },
);
export type LoginRequest = Static<typeof LoginRequest>;

/**
 * GET /wps/session/encryption: the public key the client encrypts sensitive bodies with.
 * Scheme: a random AES-256-GCM key encrypts the JSON; RSA-OAEP (SHA-256) wraps that key.
 */
export const ENCRYPTION_SCHEME = 'RSA-OAEP-256+A256GCM';
export const EncryptionKeyValue = Type.Object({
  keyId: Type.String(),
  scheme: Type.Literal(ENCRYPTION_SCHEME),
  /** RSA public key as a JWK (kty RSA, alg RSA-OAEP-256). */
  publicKey: Type.Object({ kty: Type.Literal('RSA'), n: Type.String(), e: Type.String(), alg: Type.Optional(Type.String()) }),
});
export type EncryptionKeyValue = Static<typeof EncryptionKeyValue>;

/** Body sent with header `Encryption: RSA-OAEP-256+A256GCM; keyId=<keyId>`; all fields base64url. */
export const EncryptedBody = Type.Object(
  {
    key: Type.String({ maxLength: 1024 }),
    iv: Type.String({ maxLength: 32 }),
    data: Type.String({ maxLength: 16384 }),
  },
  { additionalProperties: false },
);
export type EncryptedBody = Static<typeof EncryptedBody>;

/** GET /wps/verification/challenge: an ALTCHA v2 challenge (proof of work). */
export const HumanChallengeValue = Type.Object({
  parameters: Type.Record(Type.String(), Type.Unknown()),
  signature: Type.Optional(Type.String()),
});
export type HumanChallengeValue = Static<typeof HumanChallengeValue>;

/** POST /wps/v2/member/password (logged in). */
export const ChangePasswordBody = Type.Object(
  {
    oldPassword: requiredText(128),
    ...NEW_PASSWORD,
  },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

/** POST /wps/member/password/verification: reset with an SMS code (purpose reset). */
export const ResetBySmsBody = Type.Object(
  {
    mobileNum: Type.String({ minLength: 1, maxLength: 20 }),
    countryDialingCode: Type.String({ minLength: 1, maxLength: 4 }),
    messageCode: requiredText(10),
    ...NEW_PASSWORD,
  },
  { additionalProperties: false },
);
export type ResetBySmsBody = Static<typeof ResetBySmsBody>;

/** POST /wps/member/password/email: sends a reset code to the account's email. */
export const ResetEmailRequestBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 64 }),
    email: Type.String({ minLength: 3, maxLength: 254 }),
    humanCheck: optionalText(4096),
  },
  { additionalProperties: false },
);
export type ResetEmailRequestBody = Static<typeof ResetEmailRequestBody>;

/** POST /wps/member/password/email/reset: sets the new password with the emailed code. */
export const ResetByEmailBody = Type.Object(
  {
    username: requiredText(64),
    code: requiredText(10),
    ...NEW_PASSWORD,
  },
  { additionalProperties: false },
);
export type ResetByEmailBody = Static<typeof ResetByEmailBody>;

/** GET /sandbox/outbox (sandbox mode only): what the SMS, email and captcha providers "sent". */
export const OutboxMessage = Type.Object({
  id: Type.Integer(),
  channel: Type.Union([Type.Literal('sms'), Type.Literal('email'), Type.Literal('captcha')]),
  destination: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  /** The code or captcha answer the message carries, for testers. */
  code: Type.String(),
  createdAt: Type.String(),
});
export type OutboxMessage = Static<typeof OutboxMessage>;
