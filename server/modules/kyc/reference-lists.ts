import type { DropdownItem, KycMenuGroup } from '../../../contracts/kyc';
import { countryList } from '../system/countries';

/**
 * The KYC form's reference lists (SPEC §3). The spec names ID types 1-6, 12 and the eight the long
 * list adds; 7-11 and the long list's order are this platform's, chosen from the government IDs
 * Philippine banks and e-wallets accept (BSP's list of valid IDs).
 */
const ID_TYPES_SHORT: readonly string[] = [
  'Passport',
  "Driver's License",
  'PRC ID',
  'Postal ID',
  "Voter's ID",
  'Tax ID (TIN) or Barangay Certification',
  'UMID',
  'SSS ID',
  'GSIS e-Card',
  'Senior Citizen ID',
  'PWD ID',
  'National ID (PhilSys)',
];
const ID_TYPES_LONG_EXTRA: readonly string[] = [
  "Seaman's Book",
  'Firearms License',
  'IBP (Bar) ID',
  'OWWA ID',
  'OFW ID',
  'PhilHealth ID',
  'Police Clearance',
  'NBI Clearance',
];
const INCOME_SHORT: readonly string[] = ['Employed', 'Self employed'];
const INCOME_LONG_EXTRA: readonly string[] = [
  'Investment',
  'Allotment',
  'Remittance',
  'Inheritance',
  'Loan proceeds',
  'Deposits',
  'Others',
];
/** Keys 3 to 21, as the spec numbers them. */
const OCCUPATIONS: readonly string[] = [
  'Corporate Executives',
  'Managers',
  'Supervisors',
  'Professionals',
  'Associate Professionals',
  'Technicians',
  'Clerks',
  'Service workers',
  'Sales workers',
  'Farmers',
  'Forestry workers',
  'Fishermen',
  'Traders',
  'Operators',
  'Machine assemblers',
  'Laborers',
  'Unskilled workers',
  'Special occupations',
  'Others',
];
const OCCUPATION_FIRST_KEY = 3;

/**
 * Regions (the `gamingvenue` menu group): the Philippines' 18 administrative regions (PSA, with
 * the Negros Island Region made in 2024), where the player lives; value is the PSA short name.
 */
const REGIONS: readonly (readonly [string, string])[] = [
  ['NCR', 'National Capital Region (NCR)'],
  ['CAR', 'Cordillera Administrative Region (CAR)'],
  ['I', 'Region I - Ilocos Region'],
  ['II', 'Region II - Cagayan Valley'],
  ['III', 'Region III - Central Luzon'],
  ['IV-A', 'Region IV-A - CALABARZON'],
  ['MIMAROPA', 'MIMAROPA Region'],
  ['V', 'Region V - Bicol Region'],
  ['VI', 'Region VI - Western Visayas'],
  ['NIR', 'Negros Island Region (NIR)'],
  ['VII', 'Region VII - Central Visayas'],
  ['VIII', 'Region VIII - Eastern Visayas'],
  ['IX', 'Region IX - Zamboanga Peninsula'],
  ['X', 'Region X - Northern Mindanao'],
  ['XI', 'Region XI - Davao Region'],
  ['XII', 'Region XII - SOCCSKSARGEN'],
  ['XIII', 'Region XIII - Caraga'],
  ['BARMM', 'Bangsamoro Autonomous Region in Muslim Mindanao (BARMM)'],
];

const numbered = (labels: readonly string[], first = 1): DropdownItem[] => labels.map((label, i) => ({ value: first + i, label }));

let nationalities: DropdownItem[] | null = null;

/** The full country list, the Philippines first; the value is the name the form sends ("nationality (name)"). */
function nationalityList(): DropdownItem[] {
  nationalities ??= countryList().map((c) => ({ value: c.name, label: c.name }));
  return nationalities;
}

export function dropdown(group: KycMenuGroup): DropdownItem[] {
  switch (group) {
    case 'gamingvenue':
      return REGIONS.map(([value, label]) => ({ value, label }));
    case 'idType':
      return numbered(ID_TYPES_SHORT);
    case 'idTypeLong':
      return numbered([...ID_TYPES_SHORT, ...ID_TYPES_LONG_EXTRA]);
    case 'sourceOfIncome':
      return numbered(INCOME_SHORT);
    case 'sourceOfIncomeLong':
      return numbered([...INCOME_SHORT, ...INCOME_LONG_EXTRA]);
    case 'occupation':
      return numbered(OCCUPATIONS, OCCUPATION_FIRST_KEY);
    case 'nationality':
      return nationalityList();
  }
}

const labelOf = (group: KycMenuGroup, value: number | string): string | null =>
  dropdown(group).find((item) => item.value === value)?.label ?? null;

export const idTypeName = (idType: number): string => labelOf('idTypeLong', idType) ?? `ID type ${idType}`;
export const incomeName = (value: number): string => labelOf('sourceOfIncomeLong', value) ?? String(value);
export const occupationName = (value: number): string => labelOf('occupation', value) ?? String(value);
export const isNationality = (name: string): boolean => labelOf('nationality', name) !== null;
export const isRegion = (value: string): boolean => labelOf('gamingvenue', value) !== null;
