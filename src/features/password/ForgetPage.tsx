import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../ui/Tabs';
import { EmailResetForm } from './EmailResetForm';
import { SmsResetForm } from './SmsResetForm';
import '../../ui/form/form.css';

type ResetMethod = 'sms' | 'email';

/** Password reset (SPEC §2 /m/forget): by an SMS code or by a code sent to the account's email. */
export default function ForgetPage() {
  const { t } = useTranslation();
  const [method, setMethod] = useState<ResetMethod>('sms');
  return (
    <section className="page form-page">
      <Tabs
        label={t('password.resetMethod')}
        tabs={[
          { id: 'sms', label: t('password.bySms') },
          { id: 'email', label: t('password.byEmail') },
        ]}
        value={method}
        onChange={setMethod}
      />
      {method === 'sms' ? <SmsResetForm /> : <EmailResetForm />}
    </section>
  );
}
