import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api';
import { useStores } from '../../stores/context';
import { LOADING_MAX_MS } from '../../stores/UiStore';
import type { CodePurpose, Phone } from '../../stores/AccountStore';
import { PhoneFields } from './PhoneFields';
import { SendCodeButton } from './SendCodeButton';
import { TextField, digitsOnly } from './TextField';
import type { FormErrors } from './useFormErrors';
import { isValidMobile } from './validMobile';

/** SPEC §9: an SMS code is numeric, at most 10 digits. */
export const SMS_CODE_MAX = 10;

interface SmsCodeFieldsProps {
  purpose: CodePurpose;
  phone: Phone;
  onPhoneChange: (phone: Phone) => void;
  code: string;
  onCodeChange: (code: string) => void;
  /** The form's errors: they show at the number and the code, and a refused send lands among them. */
  errors: FormErrors;
  /** The form's fields, where a refusal that names one of them is shown (useFormErrors' apply). */
  fields: readonly string[];
  mobileMaxLength?: number;
}

/** Phone number, "Send code" with its countdown, and the code field. */
export function SmsCodeFields({ purpose, phone, onPhoneChange, code, onCodeChange, errors, fields, mobileMaxLength }: SmsCodeFieldsProps) {
  const { t } = useTranslation();
  const { account, ui } = useStores();
  const onError = (error: ApiError) => errors.apply(error, fields);

  const send = async () => {
    if (!(await isValidMobile(phone))) {
      onError(new ApiError('FIELD_INVALID', 'Please enter a valid mobile number', 400, { field: 'mobileNum' }));
      return null;
    }
    // SPEC §9: the loading overlay while the code is asked for, at most 9,999 ms.
    ui.showLoading(LOADING_MAX_MS.sms);
    try {
      const expirationTime = await account.sendSms(purpose, phone);
      ui.showToast('account.smsSent');
      return expirationTime;
    } finally {
      ui.hideLoading();
    }
  };

  return (
    <>
      <PhoneFields value={phone} onChange={onPhoneChange} error={errors.fields.mobileNum} required maxLength={mobileMaxLength} />
      <TextField
        label={t('account.smsCode')}
        value={code}
        onChange={(next) => onCodeChange(digitsOnly(next, SMS_CODE_MAX))}
        error={errors.fields.verificationCode}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SMS_CODE_MAX}
        addon={<SendCodeButton onSend={send} onError={onError} />}
      />
    </>
  );
}
