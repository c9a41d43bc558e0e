import {
  KYC_IMAGE_FIELDS,
  KYC_MINIMUM_AGE,
  KYC_STATUS_CODES,
  type IdVerification,
  type KycImageField,
  type KycState,
  type PersonalInfoBody,
} from '../../../contracts/kyc';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/types';
import { errors } from '../../http/app-error';
import { checkBirthday } from '../account/birthday';
import { appendAudit } from '../audit/log';
import type { MemberRow } from '../member/repository';
import { kycErrors } from './errors';
import { collapseSpaces, ID_NUMBER, PERSON_NAME } from './field-rules';
import { cleanKycImage, type CleanImage } from './images';
import { isNationality } from './reference-lists';
import {
  insertDocument,
  insertDraft,
  lastDecided,
  lockMemberKyc,
  markSubmitted,
  memberKyc,
  openSubmission,
  setMemberKyc,
  updateDraft,
  type MemberKyc,
  type PersonalInfo,
  type SubmissionRow,
} from './repository';
import { protectionErrors } from '../protection/errors';
import { isExcludedIdentity } from '../protection/identity';

/** The queue's job that sends one submission to the verification provider. */
export const KYC_SEND_JOB = 'kyc-send';

type Member = Pick<MemberRow, 'id' | 'merchant_code'>;

/** The player's state in the words of the contract: 'verified' is approved until its validity ends. */
export function stateOf(kyc: MemberKyc, now = new Date()): KycState {
  switch (kyc.kycStatus) {
    case 'verified':
      return kyc.validUntil && kyc.validUntil.getTime() <= now.getTime() ? 'expired' : 'approved';
    case 'pending':
      return 'pending';
    case 'on_hold':
      return 'on_hold';
    case 'rejected':
      return 'rejected';
    default:
      return 'not_started';
  }
}

/** Whether a rejection lets the player send again: RETRY yes, FINAL no (one with no attempt behind it: yes). */
const mayResubmit = (decided: SubmissionRow | null) => decided?.state !== 'rejected' || decided.canResubmit !== false;

function canSubmitIn(state: KycState, decided: SubmissionRow | null): boolean {
  return state === 'not_started' || state === 'expired' || (state === 'rejected' && mayResubmit(decided));
}

/** Every field the review needs is there (a draft from registration may lack some). */
export function isComplete(info: PersonalInfo): boolean {
  return [
    info.idType,
    info.payeeName,
    info.birthday,
    info.address,
    info.permanentAddress,
    info.placeOfBirth,
    info.nationality,
    info.sourceOfIncome,
    info.occupation,
  ].every((v) => v !== null && v !== '');
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

type ShownPersonalInfo = NonNullable<IdVerification['personalInfo']>;

/** The personal information the form is prefilled with, every field of it (a Record: none forgotten). */
const SHOWN: Record<keyof ShownPersonalInfo, true> = {
  idType: true,
  payeeName: true,
  birthday: true,
  address: true,
  permanentAddress: true,
  placeOfBirth: true,
  nationality: true,
  sourceOfIncome: true,
  occupation: true,
  employerName: true,
  idNumber: true,
};
const SHOWN_FIELDS = Object.keys(SHOWN) as (keyof ShownPersonalInfo)[];

/** What an attempt saved (or, before any, what is known), as the form is prefilled with it; the rest null. */
function personalInfoOf(saved: Partial<PersonalInfo>): ShownPersonalInfo {
  return Object.fromEntries(SHOWN_FIELDS.map((field) => [field, saved[field] ?? null])) as ShownPersonalInfo;
}

/** Before any attempt, only the birthday given at registration is known: the player is not asked it twice. */
function firstAttempt(birthday: string | null): IdVerification['personalInfo'] {
  return birthday === null ? null : personalInfoOf({ birthday });
}

/** `info.idVerification` for one player. */
export async function idVerification(db: Queryable, memberId: number, now = new Date()): Promise<IdVerification> {
  const [kyc, open, decided] = await Promise.all([memberKyc(db, memberId), openSubmission(db, memberId), lastDecided(db, memberId)]);
  const state = stateOf(kyc, now);
  const shown = open ?? decided;
  const rejected = state === 'rejected';
  return {
    enabled: true,
    isComplete: state === 'approved',
    status: KYC_STATUS_CODES[state],
    state,
    personalInfoDone: open?.state === 'draft' && isComplete(open),
    canSubmit: canSubmitIn(state, decided),
    rejection: rejected
      ? { reason: decided?.rejectReason ?? 'Your verification was not accepted. Please send it again.', canResubmit: mayResubmit(decided) }
      : null,
    submittedAt: iso((open?.state === 'draft' ? decided : shown)?.submittedAt ?? null),
    decidedAt: iso(decided?.decidedAt ?? null),
    validUntil: state === 'approved' || state === 'expired' ? iso(kyc.validUntil) : null,
    personalInfo: shown ? personalInfoOf(shown) : firstAttempt(kyc.birthday),
  };
}

const trimmed = (value: string | undefined | null) => {
  const text = collapseSpaces(value ?? '');
  return text === '' ? null : text;
};

function required(field: string, value: string | undefined | null, min: number): string {
  const text = trimmed(value);
  if (!text || text.length < min) throw errors.fieldInvalid(field, `Please fill in ${field}`);
  return text;
}

/** The personal information as stored: trimmed, each field checked; refusals name the field. */
export function cleanPersonalInfo(body: PersonalInfoBody, minimumAge: number, region: string | null = null): PersonalInfo {
  const payeeName = required('payeeName', body.payeeName, 2);
  if (!PERSON_NAME.test(payeeName)) throw errors.fieldInvalid('payeeName', 'Please enter your full name as printed on your ID');
  const nationality = required('nationality', body.nationality, 2);
  if (!isNationality(nationality)) throw errors.fieldInvalid('nationality', 'Please choose your nationality from the list');
  const idNumber = trimmed(body.idNumber);
  if (idNumber && !ID_NUMBER.test(idNumber)) throw errors.fieldInvalid('idNumber', 'Please enter the ID number as printed');
  return {
    idType: body.idType,
    payeeName,
    birthday: checkBirthday(body.birthday, Math.max(minimumAge, KYC_MINIMUM_AGE)),
    address: required('address', body.address, 5),
    permanentAddress: required('permanentAddress', body.permanentAddress, 5),
    placeOfBirth: required('placeOfBirth', body.placeOfBirth, 2),
    nationality,
    sourceOfIncome: body.sourceOfIncome,
    occupation: body.occupation,
    employerName: trimmed(body.employerName),
    idNumber,
    region,
  };
}

/**
 * Step 1 of the KYC popup (set-personal-info, PERS3): saves the personal information of the
 * player's open attempt, or opens one (a first attempt, a resubmission after RETRY, after an
 * expiry). Refused while a submission is with the reviewer, once approved, or after a FINAL no.
 */
export async function setPersonalInfo(ctx: AppContext, member: Member, body: PersonalInfoBody): Promise<IdVerification> {
  const merchant = await ctx.merchants.get(member.merchant_code);
  const info = cleanPersonalInfo(body, merchant.settings.minimumAge);
  // An ID number on the restricted-persons list, or a self-excluded player's, cannot be verified here.
  if (info.idNumber && (await isExcludedIdentity(ctx, { idNumber: info.idNumber }))) throw protectionErrors.registrationRestricted();
  await ctx.db.transaction(async (tx) => {
    const kyc = await lockMemberKyc(tx, member.id);
    const state = stateOf(kyc);
    if (!canSubmitIn(state, await lastDecided(tx, member.id))) throw kycErrors.submissionClosed(state);
    const open = await openSubmission(tx, member.id);
    let submissionId: number;
    if (open) {
      // canSubmit holds, so the open attempt is a draft (a pending one would have made the state pending).
      submissionId = open.id;
      await updateDraft(tx, open.id, { ...info, region: open.region });
    } else {
      submissionId = await insertDraft(tx, member.id, 'player', info);
    }
    await appendAudit(tx, { kind: 'kyc.personal_info_saved', memberId: member.id, actor: `member:${member.id}`, data: { submissionId } });
  });
  return idVerification(ctx.db, member.id);
}

/**
 * Step 2 (upload ID, UPLOADID3): the three images, each cleaned, stored with the attempt, which
 * goes to review (pending) and is queued for the verification provider in the same transaction.
 */
export async function uploadDocuments(ctx: AppContext, member: Member, files: Map<KycImageField, Buffer>): Promise<IdVerification> {
  const missing = KYC_IMAGE_FIELDS.find((field) => !files.get(field)?.length);
  if (missing) throw kycErrors.imageMissing(missing);
  // One at a time: three decodes at once would triple the peak memory of a busy server.
  const images = new Map<KycImageField, CleanImage>();
  for (const field of KYC_IMAGE_FIELDS) images.set(field, await cleanKycImage(field, files.get(field)!));
  await ctx.db.transaction(async (tx) => {
    const kyc = await lockMemberKyc(tx, member.id);
    const state = stateOf(kyc);
    if (!canSubmitIn(state, await lastDecided(tx, member.id))) throw kycErrors.submissionClosed(state);
    const draft = await openSubmission(tx, member.id);
    if (!draft || draft.state !== 'draft' || !isComplete(draft)) throw kycErrors.personalInfoMissing();
    for (const [field, image] of images) await insertDocument(tx, { submissionId: draft.id, field, ...image });
    await markSubmitted(tx, draft.id);
    await setMemberKyc(tx, member.id, 'pending');
    await appendAudit(tx, {
      kind: 'kyc.submitted',
      memberId: member.id,
      actor: `member:${member.id}`,
      data: { submissionId: draft.id, attempt: draft.attempt, images: Object.fromEntries([...images].map(([f, i]) => [f, i.sha256])) },
    });
    if (ctx.kyc) await ctx.jobs.send(KYC_SEND_JOB, { submissionId: draft.id }, { key: `kyc-send:${draft.id}`, tx });
  });
  return idVerification(ctx.db, member.id);
}
