import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY, type Phone } from '../../stores/AccountStore';
import { useStores } from '../../stores/context';
import { SmsCodeFields } from '../auth/SmsCodeFields';
import { useFormErrors } from '../auth/useFormErrors';
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
    <form className="login-form" onSubmit={submit} noValidate>
      <SmsCodeFields
        purpose="reset"
        phone={phone}
        onPhoneChange={setPhone}
        code={code}
        onCodeChange={setCode}
        errors={errors.fields}
        onError={(error) => errors.apply(error, FIELDS)}
      />
      <NewPasswordFields {...passwords} onChange={setPasswords} errors={errors.fields} />
      {errors.form && (
        <p className="form-error" role="alert">
          {t(errors.form)}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block">
        {t('password.reset')}
      </button>
    </form>
  );
}
