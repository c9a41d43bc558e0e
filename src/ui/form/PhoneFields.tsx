import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Phone } from '../../stores/AccountStore';
import { DialingCodeSelect } from './DialingCodeSelect';
import { TextField } from './TextField';

interface PhoneFieldsProps {
  value: Phone;
  onChange: (phone: Phone) => void;
  error?: string | null;
  required?: boolean;
  /** The spec's limit for mobileNum (SPEC §9: 20), unless the settings say otherwise. */
  maxLength?: number;
}

/** Dialing code picker and mobile number, side by side as one phone number. */
export function PhoneFields({ value, onChange, error, required, maxLength = 20 }: PhoneFieldsProps): ReactNode {
  const { t } = useTranslation();
  return (
    <div className="phone-fields">
      <DialingCodeSelect value={value.countryDialingCode} onChange={(countryDialingCode) => onChange({ ...value, countryDialingCode })} />
      <TextField
        label={t('account.mobileNumber')}
        value={value.mobileNum}
        onChange={(mobileNum) => onChange({ ...value, mobileNum: mobileNum.replace(/[^\d]/g, '') })}
        error={error}
        required={required}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={maxLength}
      />
    </div>
  );
}
