import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayoutAccount, Withdrawal, WithdrawSettings } from '../../api';
import { AmountField } from '../../ui/form/AmountField';
import { FormSubmit } from '../../ui/form/FormSubmit';
import { isWholePin, PinField } from '../../ui/form/PinField';
import { useMoney } from '../../ui/useMoney';
import { accountText } from './accountText';
import { useWithdrawSubmit } from './useWithdrawSubmit';
import { checkWithdrawAmount, type WithdrawAmountCheck } from './withdrawAmount';
import { WithdrawLimitsNote } from './WithdrawLimitsNote';

interface WithdrawFormProps {
  settings: WithdrawSettings;
  accounts: readonly PayoutAccount[];
  onDone: (withdrawal: Withdrawal) => void;
  onGateClosed: () => void;
}

/** The withdrawal itself: to which bound account, how much (within the range and the withdrawable cash), and the payment password. */
export const WithdrawForm = observer(function WithdrawForm({ settings, accounts, onDone, onGateClosed }: WithdrawFormProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const accountId = useId();
  const [account, setAccount] = useState(accounts[0]!.accountId);
  const [amount, setAmount] = useState('');
  // 'refused': the server refused an amount the limits it sent would allow (they moved again meanwhile).
  const [amountError, setAmountError] = useState<WithdrawAmountCheck['error'] | 'refused'>(null);
  const [pin, setPin] = useState('');
  const { limits, errors, sending, submit } = useWithdrawSubmit({
    initial: settings,
    onDone,
    onGateClosed,
    onAmountRefused: (next) => setAmountError(checkWithdrawAmount(amount, next).error ?? 'refused'),
    onPinRefused: () => setPin(''),
  });

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkWithdrawAmount(amount, limits);
    setAmountError(checked.error);
    errors.reset(isWholePin(pin) ? {} : { paymentPassword: 'paymentPassword.required' });
    if (checked.error !== null || checked.centavos === null || !isWholePin(pin)) return;
    void submit({ accountId: account, amount: checked.centavos, paymentPassword: pin });
  };

  return (
    <form className="withdraw__step form-stack" onSubmit={confirm} noValidate>
      <div className="field">
        <label htmlFor={accountId}>{t('withdraw.form.account')}</label>
        <select className="control" id={accountId} value={account} onChange={(event) => setAccount(Number(event.target.value))}>
          {accounts.map((entry) => (
            <option key={entry.accountId} value={entry.accountId}>
              {accountText(entry)}
            </option>
          ))}
        </select>
      </div>
      <WithdrawLimitsNote limits={limits} />
      <AmountField
        texts="withdraw.amount"
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setAmountError(null);
        }}
        range={limits}
        error={amountError}
        errorValues={{ withdrawable: money(limits.withdrawable), turnover: money(limits.turnoverLeft) }}
      />
      <PinField
        label={t('paymentPassword.label')}
        value={pin}
        onChange={(value) => {
          setPin(value);
          errors.setField('paymentPassword', null);
        }}
        error={errors.fields.paymentPassword}
        errorValues={errors.values.paymentPassword}
      />
      <FormSubmit error={errors.form} sending={sending} label={t('withdraw.form.submit')} />
    </form>
  );
});
