import type { RegisterBody } from '../../../contracts/account';
import type { RegisterKycField, RegisterKycFieldName } from '../../../contracts/kyc';
import type { Queryable } from '../../db/types';
import { errors } from '../../http/app-error';
import { collapseSpaces, ID_NUMBER, PERSON_NAME } from './field-rules';
import { isNationality, isRegion } from './reference-lists';
import { insertDraft, type PersonalInfo } from './repository';

/**
 * Registration step 2 (MANDATORYKYC3; SPEC §2, §5): which KYC fields the form requires. The six
 * the spec lists for step 2 and the region are required; idType, payeeName and idNumber (step 1's
 * optional upload) are not, and the KYC popup asks for what is missing before the upload.
 */
export const REGISTER_KYC_FIELD_RULES: readonly RegisterKycField[] = [
  { name: 'placeOfBirth', required: true },
  { name: 'address', required: true },
  { name: 'permanentAddress', required: true },
  { name: 'nationality', required: true },
  { name: 'region', required: true },
  { name: 'occupation', required: true },
  { name: 'sourceOfIncome', required: true },
  { name: 'idType', required: false },
  { name: 'payeeName', required: false },
  { name: 'idNumber', required: false },
];

/** Each text field's shortest sensible value and, where it has one, its form. */
const TEXT_RULES: Partial<Record<RegisterKycFieldName, { min: number; valid?: (v: string) => boolean; message: string }>> = {
  placeOfBirth: { min: 2, message: 'Please fill in your place of birth' },
  address: { min: 5, message: 'Please fill in your current address' },
  permanentAddress: { min: 5, message: 'Please fill in your permanent address' },
  nationality: { min: 2, valid: isNationality, message: 'Please choose your nationality from the list' },
  region: { min: 1, valid: isRegion, message: 'Please choose your region from the list' },
  payeeName: { min: 2, valid: (v) => PERSON_NAME.test(v), message: 'Please enter your full name as printed on your ID' },
  idNumber: { min: 4, valid: (v) => ID_NUMBER.test(v), message: 'Please enter the ID number as printed' },
};

const text = (value: unknown) => (typeof value === 'string' ? collapseSpaces(value) : '');

/**
 * The register body's KYC fields, checked: under MANDATORYKYC3 the required ones must be there;
 * any given field must be sound (a refusal names it, FIELD_INVALID). Null when none was given.
 */
export function checkRegisterKyc(body: RegisterBody, mandatory: boolean, birthday: string): PersonalInfo | null {
  const given = (name: RegisterKycFieldName) => {
    const value = body[name];
    return typeof value === 'number' ? value : text(value) || null;
  };
  for (const rule of REGISTER_KYC_FIELD_RULES) {
    const value = given(rule.name);
    if (value === null) {
      if (mandatory && rule.required) throw errors.fieldInvalid(rule.name, `Please fill in ${rule.name}`);
      continue;
    }
    const textRule = TEXT_RULES[rule.name];
    if (textRule && typeof value === 'string' && (value.length < textRule.min || (textRule.valid && !textRule.valid(value)))) {
      throw errors.fieldInvalid(rule.name, textRule.message);
    }
  }
  if (REGISTER_KYC_FIELD_RULES.every((rule) => given(rule.name) === null)) return null;
  const str = (name: RegisterKycFieldName) => given(name) as string | null;
  const num = (name: RegisterKycFieldName) => given(name) as number | null;
  return {
    idType: num('idType'),
    payeeName: str('payeeName'),
    birthday,
    address: str('address'),
    permanentAddress: str('permanentAddress'),
    placeOfBirth: str('placeOfBirth'),
    nationality: str('nationality'),
    sourceOfIncome: num('sourceOfIncome'),
    occupation: num('occupation'),
    employerName: null,
    idNumber: str('idNumber'),
    region: str('region'),
  };
}

/** The new player's first attempt, a draft holding what registration gave (in the registration's transaction). */
export async function saveRegisterKyc(tx: Queryable, memberId: number, info: PersonalInfo): Promise<void> {
  await insertDraft(tx, memberId, 'register', info);
}
