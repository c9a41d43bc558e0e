import { Type, type Static } from 'typebox';

/**
 * The back-office's staff (issue 15): their roles, what each role may do, and the console's
 * sign-in. Staff accounts are never player accounts. Shared by the server (guards) and the
 * console client (what it shows). The console's API lives under /ops/api/; its token travels as
 * `Authorization: Bearer`, and the device it was issued to as the `X-Staff-Device` header.
 */

export const STAFF_ROLES = ['cashier', 'kycReviewer', 'supportAgent', 'contentEditor', 'riskCompliance', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Every permission, as `<module>.<action>`. Each transition of a deposit, withdrawal or KYC case is
 * a permission of its own, so a role can view a queue without deciding in it.
 */
export const STAFF_PERMISSIONS = [
  'deposits.view',
  'deposits.approve',
  'deposits.reject',
  'withdrawals.view',
  'withdrawals.approve',
  'withdrawals.reject',
  'withdrawals.hold',
  'kyc.view',
  'kyc.documents',
  'kyc.approve',
  'kyc.reject',
  'kyc.hold',
  'players.view',
  'players.limits',
  'players.sessions',
  'players.password',
  'players.adjust',
  'players.adjustApprove',
  'chat.answer',
  'inbox.send',
  'content.edit',
  'settings.edit',
  'reports.view',
  'audit.view',
  'staff.manage',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/** The (role x module) -> level matrix, written out as each role's permissions. */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  cashier: [
    'deposits.view',
    'deposits.approve',
    'deposits.reject',
    'withdrawals.view',
    'withdrawals.approve',
    'withdrawals.reject',
    'withdrawals.hold',
    'players.view',
    'players.adjust',
  ],
  kycReviewer: ['kyc.view', 'kyc.documents', 'kyc.approve', 'kyc.reject', 'kyc.hold', 'players.view'],
  supportAgent: [
    'players.view',
    'players.sessions',
    'players.password',
    'chat.answer',
    'inbox.send',
    'withdrawals.view',
    'deposits.view',
    'kyc.view',
  ],
  contentEditor: ['content.edit', 'inbox.send'],
  riskCompliance: [
    'players.view',
    'players.limits',
    'players.sessions',
    'players.adjustApprove',
    'withdrawals.view',
    'withdrawals.hold',
    'deposits.view',
    'kyc.view',
    'reports.view',
    'audit.view',
  ],
  admin: [...STAFF_PERMISSIONS],
};

/** The union of a staff member's roles' permissions, in the list's order. */
export function permissionsOf(roles: readonly StaffRole[]): StaffPermission[] {
  const granted = new Set(roles.flatMap((role) => ROLE_PERMISSIONS[role]));
  return STAFF_PERMISSIONS.filter((permission) => granted.has(permission));
}

/** Who is signed in to the console. */
export const StaffMe = Type.Object({
  staffId: Type.Integer(),
  username: Type.String(),
  roles: Type.Array(Type.Unsafe<StaffRole>({ type: 'string', enum: [...STAFF_ROLES] })),
  permissions: Type.Array(Type.Unsafe<StaffPermission>({ type: 'string', enum: [...STAFF_PERMISSIONS] })),
  /** Minutes without a call after which the session ends. */
  idleMinutes: Type.Integer(),
});
export type StaffMe = Static<typeof StaffMe>;

const STAFF_USERNAME = Type.String({ pattern: '^[a-z][a-z0-9._-]{2,31}$' });

/** POST /ops/api/session: password first; the TOTP code once the account has enrolled. */
export const StaffLoginBody = Type.Object(
  {
    username: STAFF_USERNAME,
    password: Type.String({ minLength: 1, maxLength: 128 }),
    code: Type.Optional(Type.String({ pattern: '^[0-9]{6}$' })),
  },
  { additionalProperties: false },
);
export type StaffLoginBody = Static<typeof StaffLoginBody>;

/**
 * What a sign-in step answers: the code is wanted (`totp`); or, on a first sign-in, the
 * authenticator must be enrolled with this secret (`enrol`, the otpauth URI for a QR code); or the
 * session (`signedIn`).
 */
export const StaffLoginValue = Type.Union([
  Type.Object({ state: Type.Literal('totp') }),
  Type.Object({
    state: Type.Literal('enrol'),
    enrolmentToken: Type.String(),
    otpauthUri: Type.String(),
    secret: Type.String(),
    /** Signed in with the one-time password an admin was shown: a new password comes with the first code. */
    mustChangePassword: Type.Boolean(),
  }),
  Type.Object({ state: Type.Literal('signedIn'), token: Type.String(), me: StaffMe }),
]);
export type StaffLoginValue = Static<typeof StaffLoginValue>;

/** POST /ops/api/session/enrol: the first code from the newly enrolled authenticator (and the new password when asked). */
export const StaffEnrolBody = Type.Object(
  {
    enrolmentToken: Type.String({ minLength: 20, maxLength: 200 }),
    code: Type.String({ pattern: '^[0-9]{6}$' }),
    newPassword: Type.Optional(Type.String({ minLength: 12, maxLength: 128 })),
  },
  { additionalProperties: false },
);
export type StaffEnrolBody = Static<typeof StaffEnrolBody>;

/** One staff account as an admin sees it. */
export const StaffAccount = Type.Object({
  staffId: Type.Integer(),
  username: Type.String(),
  roles: Type.Array(Type.Unsafe<StaffRole>({ type: 'string', enum: [...STAFF_ROLES] })),
  totpEnrolled: Type.Boolean(),
  disabled: Type.Boolean(),
  createdAt: Type.String(),
  lastSignInAt: Type.Union([Type.String(), Type.Null()]),
});
export type StaffAccount = Static<typeof StaffAccount>;

/** POST /ops/api/staff (admin): a new account; its one-time password is shown once, to the admin. */
export const StaffCreateBody = Type.Object(
  {
    username: STAFF_USERNAME,
    roles: Type.Array(Type.Unsafe<StaffRole>({ type: 'string', enum: [...STAFF_ROLES] }), { minItems: 1, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type StaffCreateBody = Static<typeof StaffCreateBody>;

export const StaffCreated = Type.Object({ account: StaffAccount, oneTimePassword: Type.String() });
export type StaffCreated = Static<typeof StaffCreated>;

/** Every staff account, oldest first (GET /ops/api/staff). */
export const StaffList = Type.Object({ list: Type.Array(StaffAccount) });
export type StaffList = Static<typeof StaffList>;

export const StaffParams = Type.Object({ staffId: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

/** PATCH /ops/api/staff/:staffId (admin): new roles, or disabled (which ends the account's sessions) or enabled again. */
export const StaffUpdateBody = Type.Object(
  {
    roles: Type.Optional(
      Type.Array(Type.Unsafe<StaffRole>({ type: 'string', enum: [...STAFF_ROLES] }), { minItems: 1, uniqueItems: true }),
    ),
    disabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type StaffUpdateBody = Static<typeof StaffUpdateBody>;

/**
 * POST /ops/api/staff/:staffId/reset (admin): for a member of staff who lost their password or their
 * authenticator. A new one-time password (answered as StaffCreated, shown once), the authenticator
 * to enrol again, every session ended; the reason goes to the audit log.
 */
export const StaffResetBody = Type.Object({ reason: Type.String({ minLength: 5, maxLength: 200 }) }, { additionalProperties: false });
export type StaffResetBody = Static<typeof StaffResetBody>;

/** The console's device id: random, kept by the console, sent with every sign-in step and call. */
export const STAFF_DEVICE_PATTERN = '^[A-Za-z0-9_-]{16,128}$';
export const StaffDeviceHeaders = Type.Object({ 'x-staff-device': Type.String({ pattern: STAFF_DEVICE_PATTERN }) });
