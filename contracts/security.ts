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

/** Where the security centre's calls live (SPEC §7 "Endpoints under /wps/v2/member/securityConfig and related"). */
export const SECURITY_PATH = '/wps/v2/member/securityConfig';

/**
 * The query every security call accepts: its module id (contracts/security-modules.ts), which
 * the client always sends and the server checks when given, as for BINDCARD3.
 */
export const moduleQuery = <Id extends string>(moduleId: Id) =>
  Type.Object({ moduleId: Type.Optional(Type.Literal(moduleId)) }, { additionalProperties: false });

const LoginPassword = Type.String({ minLength: 1, maxLength: 128, description: 'The login password, confirming the change' });

/** How many security questions a player answers (three different ones). */
export const SECURITY_ANSWER_COUNT = 3;

/** One question of the fixed list (the client shows its own translation of it, by id). */
export const SecurityQuestion = Type.Object({ id: Type.Integer({ minimum: 1 }), question: Type.String() });
export type SecurityQuestion = Static<typeof SecurityQuestion>;

/** GET …/securityQuestions: the questions a player may choose from. */
export const SecurityQuestionList = Type.Array(SecurityQuestion);
export type SecurityQuestionList = Static<typeof SecurityQuestionList>;

/** GET …/memberQuestions: the questions the player answered, in their order (never the answers); empty when none. */
export const MemberQuestions = Type.Object({ questions: Type.Array(SecurityQuestion), setAt: Type.Union([Type.String(), Type.Null()]) });
export type MemberQuestions = Static<typeof MemberQuestions>;

/** An answer as typed: the server folds case and spaces before hashing, so 'Manila ' and 'manila' are one answer. */
const SecurityAnswer = Type.Object(
  { questionId: Type.Integer({ minimum: 1, maximum: 1000 }), answer: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
const SecurityAnswers = Type.Array(SecurityAnswer, { minItems: SECURITY_ANSWER_COUNT, maxItems: SECURITY_ANSWER_COUNT });
export type SecurityAnswer = Static<typeof SecurityAnswer>;

/** PUT …/securityAnswers: three different questions and their answers, confirmed by the login password (replaces any earlier). */
export const SetSecurityAnswersBody = Type.Object(
  { loginPassword: LoginPassword, answers: SecurityAnswers },
  { additionalProperties: false },
);
export type SetSecurityAnswersBody = Static<typeof SetSecurityAnswersBody>;

/** POST …/paymentPassword/reset: the answers to the player's own questions, the login password and the new six digits. */
export const ResetPaymentPasswordBody = Type.Object(
  { loginPassword: LoginPassword, answers: SecurityAnswers, newPaymentPassword: PaymentPassword },
  { additionalProperties: false },
);
export type ResetPaymentPasswordBody = Static<typeof ResetPaymentPasswordBody>;

/** An email address as the registration form takes it. */
const Email = Type.String({ minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$' });

/** POST …/email/code: a code to the address to bind (the outbox in the sandbox). */
export const BindEmailCodeBody = Type.Object(
  { email: Email, humanCheck: Type.Optional(Type.String({ maxLength: 4096 })) },
  { additionalProperties: false },
);
export type BindEmailCodeBody = Static<typeof BindEmailCodeBody>;

/** The answer to a code request: when the next code may be asked for (epoch ms), as for SMS codes. */
export const BindEmailCodeValue = Type.Object({ expirationTime: Type.Integer() });
export type BindEmailCodeValue = Static<typeof BindEmailCodeValue>;

/** POST …/email: binds the address the code went to, confirmed by the login password. */
export const BindEmailBody = Type.Object(
  { email: Email, code: Type.String({ pattern: '^[0-9]{6}$' }), loginPassword: LoginPassword },
  { additionalProperties: false },
);
export type BindEmailBody = Static<typeof BindEmailBody>;

/** POST …/payee: the name payouts are made to (the player's own full name), confirmed by the login password. */
export const BindPayeeBody = Type.Object(
  { payeeName: Type.String({ minLength: 2, maxLength: 100 }), loginPassword: LoginPassword },
  { additionalProperties: false },
);
export type BindPayeeBody = Static<typeof BindPayeeBody>;

/** GET …/centre: each entry of the security centre and its state. */
export const SecurityCentre = Type.Object({
  paymentPassword: Type.Boolean(),
  securityQuestions: Type.Boolean(),
  /** The bound (proved) email, masked (j•••@example.com); null when none is bound. */
  email: Type.Union([Type.String(), Type.Null()]),
  payeeName: Type.Union([Type.String(), Type.Null()]),
  identityVerified: Type.Boolean(),
  bankCards: Type.Integer({ minimum: 0 }),
  sessions: Type.Integer({ minimum: 0 }),
});
export type SecurityCentre = Static<typeof SecurityCentre>;

/** Where a session was opened: its address and the device its user agent names ("Chrome, Android"), when known. */
export const SessionOrigin = Type.Object({
  time: Type.String({ description: 'ISO 8601' }),
  ip: Type.Union([Type.String(), Type.Null()]),
  device: Type.Union([Type.String(), Type.Null()]),
});
export type SessionOrigin = Static<typeof SessionOrigin>;

/** One live session of the player. */
export const ActiveSession = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String(),
  lastSeenAt: Type.String(),
  ip: Type.Union([Type.String(), Type.Null()]),
  device: Type.Union([Type.String(), Type.Null()]),
  /** The session this request was made with. */
  current: Type.Boolean(),
});
export type ActiveSession = Static<typeof ActiveSession>;

/** GET …/sessions: the live sessions, newest first, and the login before this session's. */
export const ActiveSessions = Type.Object({ sessions: Type.Array(ActiveSession), previousLogin: Type.Union([SessionOrigin, Type.Null()]) });
export type ActiveSessions = Static<typeof ActiveSessions>;

/** DELETE …/sessions ("sign out everywhere else") and DELETE …/sessions/:id: how many sessions ended. */
export const SessionsEnded = Type.Object({ ended: Type.Integer({ minimum: 0 }) });
export type SessionsEnded = Static<typeof SessionsEnded>;
