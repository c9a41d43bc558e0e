import type { RegisterField, RegisterFieldName } from '../../../contracts/account';
import { WHITELABEL_FLAGS, type WhitelabelValue, type CustomerServiceEntry, type ResourceLink } from '../../../contracts/system';

/** Per-merchant settings kept in merchants.settings (jsonb); defaults fill what is missing. */
export interface MerchantSettings {
  whitelabel: WhitelabelValue;
  directRegistration: boolean;
  mobileVerificationLogin: boolean;
  minimumAge: number;
  defaultLanguage: string;
  languages: string[];
  appWindow: boolean;
  mainDomain: string;
  domains: string[];
  imageCDNs: string[];
  mobileTemplate: { mem_cen: string; dep_func: string };
  customerService: CustomerServiceEntry[];
  resources: ResourceLink[];
  socialLinks: Record<string, string>;
  /** Per-field overrides of the registration form (see account/register-settings.ts). */
  registerFields?: Partial<Record<RegisterFieldName, Partial<Omit<RegisterField, 'name'>>>>;
}

/** The spec's language codes (SPEC §9); EN and TY (Filipino) have complete texts. */
export const LANGUAGES = ['EN', 'TY', 'CN', 'JA', 'TH', 'VI', 'MY', 'ES', 'HI', 'ID', 'KM', 'KO', 'MS', 'PT', 'TA', 'TW'];

export const DEFAULT_SETTINGS: MerchantSettings = {
  whitelabel: Object.fromEntries(WHITELABEL_FLAGS.map((f) => [f, false])) as WhitelabelValue,
  directRegistration: true,
  mobileVerificationLogin: false,
  minimumAge: 21,
  defaultLanguage: 'EN',
  languages: LANGUAGES,
  appWindow: false,
  mainDomain: 'localhost',
  domains: [],
  imageCDNs: [],
  mobileTemplate: { mem_cen: '0', dep_func: '0' },
  customerService: [],
  resources: [],
  socialLinks: {},
};

/** The law's floor (SPEC §1): a merchant may ask for more, never less. */
export const LEGAL_MINIMUM_AGE = 21;

export function merchantSettings(stored: unknown): MerchantSettings {
  const s = (typeof stored === 'object' && stored !== null ? stored : {}) as Partial<MerchantSettings>;
  return {
    ...DEFAULT_SETTINGS,
    ...s,
    minimumAge: Math.max(LEGAL_MINIMUM_AGE, Number.isInteger(s.minimumAge) ? s.minimumAge! : LEGAL_MINIMUM_AGE),
    whitelabel: { ...DEFAULT_SETTINGS.whitelabel, ...(s.whitelabel ?? {}) },
  };
}
