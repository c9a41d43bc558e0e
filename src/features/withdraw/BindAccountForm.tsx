import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayoutAccount, PayoutBank } from '../../api';
import { useLoad } from '../../lib/useLoad';
import { useSending } from '../../lib/useSending';
import { useStores } from '../../stores/context';
import { EmptyState } from '../../ui/EmptyState';
import { FormSubmit } from '../../ui/form/FormSubmit';
import { isWholePin, PinField } from '../../ui/form/PinField';
import { TextField } from '../../ui/form/TextField';
import { useFormErrors } from '../../ui/form/useFormErrors';
import { useFormValues } from '../../ui/form/useFormValues';
import { LoadStatus } from '../../ui/LoadStatus';
import { accountDigits, fitsBank } from './accountNumber';
import { BankSelect } from './BankSelect';

const FIELDS = ['bankCode', 'accountName', 'accountNumber', 'paymentPassword'] as const;

interface BindAccountFormProps {
  onBound: (account: PayoutAccount) => void;
  /** Back to the withdraw form, when the player already has an account. */
  onCancel?: () => void;
}

/** The fields, once the bank list is here. */
function BindFields({ banks, onBound, onCancel }: BindAccountFormProps & { banks: readonly PayoutBank[] }) {
  const { t } = useTranslation();
  const { withdrawal, ui } = useStores();
  const [bankCode, setBankCode] = useState(banks.find((bank) => bank.kind === 'ewallet')?.bankCode ?? banks[0]!.bankCode);
  const errors = useFormErrors();
  const { values, setValues, change } = useFormValues({ accountName: '', accountNumber: '', paymentPassword: '' }, errors);
  const { sending, send } = useSending();
  const bank = banks.find((entry) => entry.bankCode === bankCode) ?? banks[0]!;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const accountName = values.accountName.trim();
    const accountNumber = accountDigits(values.accountNumber);
    const found: Record<string, string> = {};
    if (accountName.length < 2) found.accountName = 'withdraw.bind.nameRequired';
    if (!accountNumber) found.accountNumber = 'withdraw.bind.numberRequired';
    else if (!fitsBank(bank, accountNumber)) found.accountNumber = 'fieldInvalid.accountNumber';
    if (!isWholePin(values.paymentPassword)) found.paymentPassword = 'paymentPassword.required';
    errors.reset(found);
    if (Object.keys(found).length > 0) return;
    void send(async () => {
      try {
        const account = await withdrawal.bindAccount({ bankCode, accountName, accountNumber, paymentPassword: values.paymentPassword });
        ui.showToast('withdraw.bind.done');
        onBound(account);
      } catch (error) {
        setValues((current) => ({ ...current, paymentPassword: '' }));
        errors.apply(error, FIELDS);
      }
    });
  };

  return (
    <form className="withdraw__step form-stack" onSubmit={submit} noValidate>
      <h2 className="withdraw__heading">{t('withdraw.bind.title')}</h2>
      <p className="withdraw__note">{t('withdraw.bind.intro')}</p>
      <BankSelect
        banks={banks}
        value={bankCode}
        onChange={(code) => {
          setBankCode(code);
          errors.setField('accountNumber', null);
        }}
      />
      <TextField
        label={t('withdraw.bind.name')}
        value={values.accountName}
        onChange={change('accountName')}
        autoComplete="name"
        maxLength={100}
        required
        hint={t('withdraw.bind.nameHint')}
        error={errors.fields.accountName}
      />
      <TextField
        label={t(bank.kind === 'ewallet' ? 'withdraw.bind.mobile' : 'withdraw.bind.number')}
        value={values.accountNumber}
        onChange={change('accountNumber')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={30}
        required
        hint={t(bank.kind === 'ewallet' ? 'withdraw.bind.mobileHint' : 'withdraw.bind.numberHint')}
        error={errors.fields.accountNumber}
        errorValues={{ bank: bank.bankName }}
      />
      <PinField
        label={t('paymentPassword.label')}
        value={values.paymentPassword}
        onChange={change('paymentPassword')}
        error={errors.fields.paymentPassword}
        errorValues={errors.values.paymentPassword}
      />
      <FormSubmit error={errors.form} sending={sending} label={t('withdraw.bind.save')} />
      {onCancel && (
        <button type="button" className="btn btn--ghost btn--block" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      )}
    </form>
  );
}

/** The third gate: a payout account in the player's own verified name (a bank or an e-wallet). */
export const BindAccountForm = observer(function BindAccountForm(props: BindAccountFormProps) {
  const { withdrawal } = useStores();
  const banks = useLoad('banks', () => withdrawal.banks());
  if (!banks.value) return <LoadStatus loaded={banks} />;
  if (banks.value.length === 0) return <EmptyState text="withdraw.bind.noBanks" />;
  return <BindFields banks={banks.value} {...props} />;
});
