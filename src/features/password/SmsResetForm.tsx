import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY, type Phone } from '../../stores/AccountStore';
import { useStores } from '../../stores/context';
import { SmsCodeFields } from '../../ui/form/SmsCodeFields';
import { FormError } from '../../ui/form/FormError';
import { useFormErrors } from '../../ui/form/useFormErrors';
import { NewPasswordFields } from './NewPasswordFields';
import { useResetSubmit } from './useResetSubmit';

const FIELDS = ['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'] as const;

/** Reset by SMS: a code sent with purpose 'reset' to the account's mobile number. */
export function SmsResetForm() {
  const { t } = useTranslation();
  const { account } = useStores();
  const [phone, setPhone] = useState<Phone>({ countryDialingCode: DEFAULT_COUNTRY.dialingCode, mobileNum: '' });
  const [code, setCode] = useState('');
  const [passwords, setPasswords] = useState({ newPassword: '', confirmNewPassword: '' });
  const errors = useFormErrors();
  const resetWith = useResetSubmit(errors, FIELDS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void resetWith(passwords, { mobileNum: phone.mobileNum, verificationCode: code }, () =>
      account.resetBySms({ ...phone, messageCode: code, ...passwords }),
    );
  };

  return (
    <form className="form-stack" onSubmit={submit} noValidate>
      <SmsCodeFields
        purpose="reset"
        phone={phone}
        onPhoneChange={setPhone}
        code={code}
        onCodeChange={setCode}
        errors={errors}
        fields={FIELDS}
      />
      <NewPasswordFields {...passwords} onChange={setPasswords} errors={errors.fields} />
      <FormError error={errors.form} />
      <button type="submit" className="btn btn--primary btn--block">
        {t('password.reset')}
      </button>
    </form>
  );
}
