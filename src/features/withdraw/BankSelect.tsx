import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayoutBank } from '../../api';

interface BankSelectProps {
  banks: readonly PayoutBank[];
  value: string;
  onChange: (bankCode: string) => void;
}

/** The banks and e-wallets one may bind (BINDCARD3), e-wallets first: most players are paid to GCash or Maya. */
export function BankSelect({ banks, value, onChange }: BankSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const groups = (['ewallet', 'bank'] as const).map((kind) => ({ kind, banks: banks.filter((bank) => bank.kind === kind) }));
  return (
    <div className="field">
      <label htmlFor={id} className="field__label--required">
        {t('withdraw.bind.bank')}
      </label>
      <select className="control" id={id} value={value} required onChange={(event) => onChange(event.target.value)}>
        {groups.map(
          (group) =>
            group.banks.length > 0 && (
              <optgroup key={group.kind} label={t(`withdraw.kinds.${group.kind}`)}>
                {group.banks.map((bank) => (
                  <option key={bank.bankCode} value={bank.bankCode}>
                    {bank.bankName}
                  </option>
                ))}
              </optgroup>
            ),
        )}
      </select>
    </div>
  );
}
