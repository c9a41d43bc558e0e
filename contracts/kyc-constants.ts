/**
 * Identity verification (KYC) values the server and the renderer both use. Like constants.ts this
 * file must stay free of imports: the renderer bundles these values (schemas live in kyc.ts).
 */

/** Module ids sent as the `moduleId` query parameter (SPEC §7, §9): read config, personal info, ID upload. */
export const KYC_CONFIG_MODULE = 'COMM3';
export const KYC_PERSONAL_INFO_MODULE = 'PERS3';
export const KYC_UPLOAD_MODULE = 'UPLOADID3';

/** The three images of an ID upload (SPEC §3), all required: the ID's front, its back, and a selfie holding it. */
export const KYC_IMAGE_FIELDS = ['idCardFront', 'idCardBack', 'idCardSelfie'] as const;
export type KycImageField = (typeof KYC_IMAGE_FIELDS)[number];
/** SPEC §5/§9: png or jpg, at most 5 MB each, at most 3 images, compressed by the client to quality 0.6. */
export const KYC_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const KYC_IMAGE_QUALITY = 0.6;
export const KYC_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

/** SPEC §5: the KYC form's birthday must be at least 21 years ago ('birthday_limit'). */
export const KYC_MINIMUM_AGE = 21;

/**
 * The review state in words a player and an operator both understand (modelled on Sumsub's
 * reviewStatus init/pending/onHold/completed with reviewAnswer GREEN/RED and reviewRejectType
 * RETRY/FINAL, and on deriv's identity status none/pending/verified/rejected/expired):
 * - not_started: nothing sent yet, or the personal information without the ID images;
 * - pending: under review (spec text "under review");
 * - on_hold: the reviewer needs more time or a second look (still "under review" to the player);
 * - approved: verified (spec text "verified"); the cashier treats it as verified;
 * - rejected: with the reviewer's reason for the player, and whether they may send again (RETRY) or not (FINAL);
 * - expired: an approval whose validity ended (the ID's expiry date passed); the player verifies again.
 */
export const KYC_STATES = ['not_started', 'pending', 'on_hold', 'approved', 'rejected', 'expired'] as const;
export type KycState = (typeof KYC_STATES)[number];

/**
 * `info.idVerification.status`, one letter per state. 'N' (not started) is the one the KYC popup
 * auto-shows on (SPEC §4); 'P' pending, 'H' on hold, 'A' approved, 'R' rejected (see
 * rejection.canResubmit for RETRY or FINAL), 'E' expired.
 */
export const KYC_STATUS_CODES = { not_started: 'N', pending: 'P', on_hold: 'H', approved: 'A', rejected: 'R', expired: 'E' } as const;
export type KycStatusCode = (typeof KYC_STATUS_CODES)[KycState];

/**
 * Reference lists of the dropdown endpoint (`menuGroup` query parameter; SPEC §3, §7):
 * gamingvenue is the region list; idType the short ID list (1-12), idTypeLong the long one (1-20);
 * sourceOfIncome the short list (1-2), sourceOfIncomeLong the long one (1-9); occupation 3-21;
 * nationality the full country list (value = the country's English name, as the form sends it).
 */
export const KYC_MENU_GROUPS = [
  'gamingvenue',
  'idType',
  'idTypeLong',
  'sourceOfIncome',
  'sourceOfIncomeLong',
  'occupation',
  'nationality',
] as const;
export type KycMenuGroup = (typeof KYC_MENU_GROUPS)[number];

/**
 * The register body's KYC fields (SPEC §3 register payload). With MANDATORYKYC3 on, step 2 sends
 * them; which are required comes from the register settings' `kycFields`.
 */
export const REGISTER_KYC_FIELDS = [
  'placeOfBirth',
  'address',
  'permanentAddress',
  'nationality',
  'region',
  'occupation',
  'sourceOfIncome',
  'idType',
  'payeeName',
  'idNumber',
] as const;
export type RegisterKycFieldName = (typeof REGISTER_KYC_FIELDS)[number];
