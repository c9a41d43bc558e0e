import { Type, type Static, type TSchema } from 'typebox';
import {
  KYC_CONFIG_MODULE,
  KYC_MENU_GROUPS,
  KYC_PERSONAL_INFO_MODULE,
  KYC_STATES,
  KYC_STATUS_CODES,
  KYC_UPLOAD_MODULE,
  REGISTER_KYC_FIELDS,
  type KycMenuGroup,
  type KycState,
  type KycStatusCode,
  type RegisterKycFieldName,
} from './kyc-constants';

import { SecurityCentre } from './security';

export * from './kyc-constants';

/**
 * Identity verification (KYC), SPEC §2 (KYC popup), §3 (payloads, reference lists, security
 * config), §4 (popup states), §5 (checks), §7 (calls). Player routes, all for real members
 * (trial players get TRIAL_FORBIDDEN):
 *
 * - GET  /wps/v2/member/securityConfig?moduleId=COMM3                   -> SecurityConfigValue
 * - POST /wps/v2/member/securityConfig/set-personal-info?moduleId=PERS3 (Encryption header) PersonalInfoBody -> IdVerification
 * - POST /wps/v2/member/securityConfig/uploadId?moduleId=UPLOADID3      multipart/form-data, exactly the three files
 *        idCardFront, idCardBack, idCardSelfie (png/jpg by content, at most 5 MB each)   -> IdVerification
 *        (binary images cannot ride the JSON body cipher; like the deposit receipt the form travels over TLS only)
 * - GET  /wps/relay/WPSCORE_getDropdownMenu?menuGroup=<group>           -> DropdownList (public: register step 2 uses it)
 *
 * Every answer is the usual envelope; a write's `data.success` is the envelope's `success`.
 * Order: personal information first (state stays not_started, `personalInfoDone` true), then the
 * upload, which sends the submission to review (state pending). A rejection with RETRY, or an
 * expired approval, opens a new attempt (both steps again, the personal information prefilled).
 *
 * Refusals (envelope code, value): FIELD_INVALID { field } and UNDER_AGE (personal information);
 * KYC_IMAGE_MISSING / KYC_IMAGE_INVALID / KYC_IMAGE_TOO_LARGE { field } (upload; INVALID_INPUT for
 * a 4th file, an unknown or repeated field); KYC_PERSONAL_INFO_MISSING (upload before step 1);
 * KYC_SUBMISSION_CLOSED { state } (under review, approved, or rejected FINAL). With MANDATORYKYC3,
 * POST /wps/game/launchGame answers 403 KYC_REQUIRED { state, kycStatus } until a submission is
 * sent (pending, on hold) or approved: the client opens the KYC popup.
 */

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const text = (minLength: number, maxLength: number) => Type.String({ minLength, maxLength });

export const KycStateSchema = Type.Unsafe<KycState>({ type: 'string', enum: [...KYC_STATES] });
export const KycStatusCodeSchema = Type.Unsafe<KycStatusCode>({ type: 'string', enum: [...Object.values(KYC_STATUS_CODES)] });

/**
 * Why a review said no, in the reviewer's words for the player (Sumsub's moderationComment), and
 * whether they may try again (RETRY) or not (FINAL).
 */
export const KycRejection = Type.Object({
  reason: Type.String(),
  canResubmit: Type.Boolean(),
});
export type KycRejection = Static<typeof KycRejection>;

/**
 * `info.idVerification` (SPEC §3: enabled, isComplete, status) and the review in the player's words.
 * isComplete is true only when approved (spec text "verified"); pending and on_hold read "under review".
 */
export const IdVerification = Type.Object({
  /** Whether the operator asks players to verify (the popup and the member-centre entry show only then). */
  enabled: Type.Boolean(),
  isComplete: Type.Boolean(),
  status: KycStatusCodeSchema,
  state: KycStateSchema,
  /** The personal information of the current attempt is saved: the popup's step 2 (upload) is next. */
  personalInfoDone: Type.Boolean(),
  /** Whether set-personal-info and uploadId are open now: not_started, rejected with RETRY, expired. */
  canSubmit: Type.Boolean(),
  rejection: nullable(KycRejection),
  /** ISO 8601 instants: when the images were sent, when the last decision fell, until when an approval holds. */
  submittedAt: nullable(Type.String()),
  decidedAt: nullable(Type.String()),
  validUntil: nullable(Type.String()),
  /**
   * The personal information last saved, to prefill the form (a resubmission, or what registration
   * step 2 gave: some fields may then be null), or null when there is none.
   */
  personalInfo: nullable(
    Type.Object({
      idType: nullable(Type.Integer()),
      payeeName: nullable(Type.String()),
      birthday: nullable(Type.String()),
      address: nullable(Type.String()),
      permanentAddress: nullable(Type.String()),
      placeOfBirth: nullable(Type.String()),
      nationality: nullable(Type.String()),
      sourceOfIncome: nullable(Type.Integer()),
      occupation: nullable(Type.Integer()),
      employerName: nullable(Type.String()),
      idNumber: nullable(Type.String()),
    }),
  ),
});
export type IdVerification = Static<typeof IdVerification>;

/**
 * GET /wps/v2/member/securityConfig (COMM3): the security centre's configuration. Other entries of
 * the security centre may join `info` beside idVerification.
 */
export const SecurityConfigValue = Type.Object({
  info: Type.Object({
    idVerification: IdVerification,
    /** The security centre's entries and their state (server/modules/security/centre.ts; the same as GET …/centre). */
    security: Type.Optional(SecurityCentre),
  }),
});
export type SecurityConfigValue = Static<typeof SecurityConfigValue>;

export const SecurityConfigQuery = Type.Object(
  { moduleId: Type.Optional(Type.Literal(KYC_CONFIG_MODULE)) },
  { additionalProperties: false },
);
export const PersonalInfoQuery = Type.Object(
  { moduleId: Type.Optional(Type.Literal(KYC_PERSONAL_INFO_MODULE)) },
  { additionalProperties: false },
);
export const UploadIdQuery = Type.Object({ moduleId: Type.Optional(Type.Literal(KYC_UPLOAD_MODULE)) }, { additionalProperties: false });

/** YYYY-MM-DD; the server also checks it is a real date, at most 100 years ago and at least 21 ('birthday_limit', UNDER_AGE). */
export const KYC_BIRTHDAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/**
 * POST …/set-personal-info (PERS3), the decrypted body (SPEC §3 "KYC personal info"). idType is a
 * value of the idTypeLong list, sourceOfIncome of sourceOfIncomeLong, occupation of occupation
 * (3-21), nationality a `value` of the nationality list (the country's name). employerName and
 * idNumber (the number printed on the ID) are optional; every other field is required.
 * Refusals: FIELD_INVALID with value.field naming the field, UNDER_AGE, KYC_SUBMISSION_CLOSED.
 */
export const PersonalInfoBody = Type.Object(
  {
    idType: Type.Integer({ minimum: 1, maximum: 20 }),
    payeeName: text(2, 100),
    birthday: Type.String({ pattern: KYC_BIRTHDAY_PATTERN, maxLength: 10 }),
    address: text(5, 200),
    permanentAddress: text(5, 200),
    placeOfBirth: text(2, 100),
    nationality: text(2, 64),
    sourceOfIncome: Type.Integer({ minimum: 1, maximum: 9 }),
    occupation: Type.Integer({ minimum: 3, maximum: 21 }),
    employerName: Type.Optional(Type.String({ maxLength: 100 })),
    idNumber: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);
export type PersonalInfoBody = Static<typeof PersonalInfoBody>;

/** GET /wps/relay/WPSCORE_getDropdownMenu?menuGroup=… (SPEC §3 "Region list items: value, label"). */
export const DropdownQuery = Type.Object(
  { menuGroup: Type.Unsafe<KycMenuGroup>({ type: 'string', enum: [...KYC_MENU_GROUPS] }) },
  { additionalProperties: false },
);
export type DropdownQuery = Static<typeof DropdownQuery>;
/** value: a number for idType, sourceOfIncome and occupation lists; a string for regions and nationalities. label: English. */
export const DropdownItem = Type.Object({ value: Type.Union([Type.Integer(), Type.String()]), label: Type.String() });
export type DropdownItem = Static<typeof DropdownItem>;
export const DropdownList = Type.Array(DropdownItem);
export type DropdownList = Static<typeof DropdownList>;

/** Register settings' `kycFields`: which step-2 fields the register form shows and which it requires (SPEC §5). */
export const RegisterKycField = Type.Object({
  name: Type.Unsafe<RegisterKycFieldName>({ type: 'string', enum: [...REGISTER_KYC_FIELDS] }),
  required: Type.Boolean(),
});
export type RegisterKycField = Static<typeof RegisterKycField>;

/**
 * The register body's KYC fields (SPEC §3 register payload), merged into RegisterBody. Values as in
 * PersonalInfoBody; region is a `value` of the gamingvenue list.
 */
export const REGISTER_KYC_BODY = {
  placeOfBirth: Type.Optional(Type.String({ maxLength: 100 })),
  address: Type.Optional(Type.String({ maxLength: 200 })),
  permanentAddress: Type.Optional(Type.String({ maxLength: 200 })),
  nationality: Type.Optional(Type.String({ maxLength: 64 })),
  region: Type.Optional(Type.String({ maxLength: 16 })),
  occupation: Type.Optional(Type.Integer({ minimum: 3, maximum: 21 })),
  sourceOfIncome: Type.Optional(Type.Integer({ minimum: 1, maximum: 9 })),
  idType: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
  payeeName: Type.Optional(Type.String({ maxLength: 100 })),
  idNumber: Type.Optional(Type.String({ maxLength: 40 })),
};

// ---------------------------------------------------------------------------------------------
// Operator API (/ops/kyc/…, operator key; `npm run ops -- kyc-…`)

export const KYC_DECISIONS = ['approve', 'reject', 'hold'] as const;
export type KycDecisionKind = (typeof KYC_DECISIONS)[number];

/** GET /ops/kyc?state=pending|on_hold|… (default: pending and on_hold, oldest first). */
export const OpsKycQueueQuery = Type.Object(
  {
    state: Type.Optional(KycStateSchema),
    pageNo: Type.Optional(Type.Integer({ minimum: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type OpsKycQueueQuery = Static<typeof OpsKycQueueQuery>;

export const OpsKycSubmission = Type.Object({
  submissionId: Type.String({ description: 'K<digits>' }),
  username: Type.String(),
  state: KycStateSchema,
  attempt: Type.Integer(),
  payeeName: Type.String(),
  birthday: Type.String(),
  idType: Type.Integer(),
  idTypeName: Type.String(),
  idNumber: nullable(Type.String()),
  nationality: Type.String(),
  address: Type.String(),
  permanentAddress: Type.String(),
  placeOfBirth: Type.String(),
  sourceOfIncome: Type.String(),
  occupation: Type.String(),
  employerName: nullable(Type.String()),
  images: Type.Array(Type.String({ description: 'Field names of the stored images' })),
  provider: nullable(Type.String()),
  /** The player-facing reason (rejections), the operator's note (holds). */
  reason: nullable(Type.String()),
  canResubmit: nullable(Type.Boolean()),
  decidedBy: nullable(Type.String()),
  submittedAt: nullable(Type.String()),
  decidedAt: nullable(Type.String()),
  createdAt: Type.String(),
});
export type OpsKycSubmission = Static<typeof OpsKycSubmission>;
export const OpsKycQueue = Type.Object({
  list: Type.Array(OpsKycSubmission),
  pageNum: Type.Integer(),
  totalPages: Type.Integer(),
  totalCount: Type.Integer(),
});
export type OpsKycQueue = Static<typeof OpsKycQueue>;

export const OpsKycSubmissionParams = Type.Object(
  { submissionId: Type.String({ pattern: '^K[0-9]{1,18}$' }) },
  { additionalProperties: false },
);
export const OpsKycImageParams = Type.Object(
  {
    submissionId: Type.String({ pattern: '^K[0-9]{1,18}$' }),
    field: Type.Union([Type.Literal('idCardFront'), Type.Literal('idCardBack'), Type.Literal('idCardSelfie')]),
  },
  { additionalProperties: false },
);

/**
 * POST /ops/kyc/:submissionId/decision. reason: required for reject and hold (shown to the player
 * on a rejection); canResubmit: reject only (true = RETRY, false = FINAL; default true);
 * validUntil: approve only, YYYY-MM-DD, the ID's expiry (the approval expires after it).
 */
export const OpsKycDecisionBody = Type.Object(
  {
    decision: Type.Unsafe<KycDecisionKind>({ type: 'string', enum: [...KYC_DECISIONS] }),
    reason: Type.Optional(Type.String({ maxLength: 500 })),
    canResubmit: Type.Optional(Type.Boolean()),
    validUntil: Type.Optional(Type.String({ pattern: KYC_BIRTHDAY_PATTERN, maxLength: 10 })),
  },
  { additionalProperties: false },
);
export type OpsKycDecisionBody = Static<typeof OpsKycDecisionBody>;
