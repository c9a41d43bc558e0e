import type { DropdownList, IdVerification, KycMenuGroup } from '../api';

// Identity verification as the server answers it: the player's state and the reference lists.

/** The security config's idVerification: an approved player unless overridden (so home's KYC popup stays away). */
export function verificationOf(overrides: Partial<IdVerification> = {}): IdVerification {
  return {
    enabled: true,
    isComplete: true,
    status: 'A',
    state: 'approved',
    personalInfoDone: true,
    canSubmit: false,
    rejection: null,
    submittedAt: '2026-05-01T02:00:00.000Z',
    decidedAt: '2026-05-01T03:00:00.000Z',
    validUntil: null,
    personalInfo: null,
    ...overrides,
  };
}

/** A player who has not started verification: what makes home's KYC popup show (SPEC §4). */
export const NOT_STARTED = {
  isComplete: false,
  status: 'N',
  state: 'not_started',
  personalInfoDone: false,
  canSubmit: true,
  submittedAt: null,
  decidedAt: null,
} as const satisfies Partial<IdVerification>;

/** A few items of each KYC reference list (the server serves the full ones). */
export const KYC_LISTS: Record<KycMenuGroup, DropdownList> = {
  gamingvenue: [
    { value: 'NCR', label: 'National Capital Region' },
    { value: 'VII', label: 'Central Visayas' },
  ],
  idType: [
    { value: 1, label: 'Passport' },
    { value: 2, label: "Driver's License" },
  ],
  idTypeLong: [
    { value: 1, label: 'Passport' },
    { value: 2, label: "Driver's License" },
    { value: 12, label: 'National ID' },
  ],
  sourceOfIncome: [
    { value: 1, label: 'Employed' },
    { value: 2, label: 'Self employed' },
  ],
  sourceOfIncomeLong: [
    { value: 1, label: 'Employed' },
    { value: 2, label: 'Self employed' },
    { value: 5, label: 'Remittance' },
  ],
  occupation: [
    { value: 6, label: 'Professionals' },
    { value: 11, label: 'Sales workers' },
  ],
  nationality: [
    { value: 'Philippines', label: 'Philippines' },
    { value: 'Japan', label: 'Japan' },
  ],
};
