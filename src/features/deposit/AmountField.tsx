import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/form/TextField';
import { useMoney } from '../../ui/useMoney';
import { pesosText, type AmountCheck, type AmountRange } from './amount';

interface AmountFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Preset amounts in centavos (a channel's fixAmounts). */
  presets: readonly number[];
  range: AmountRange;
  /** The refusal to show, from checkAmount or the server. */
  error: AmountCheck['error'];
}

/** The preset amounts as buttons (the chosen one pressed) and the amount in pesos, typed on the phone's number pad. */
export const AmountField = observer(function AmountField({ value, onChange, presets, range, error }: AmountFieldProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const bounds = { min: money(range.min), max: money(range.max) };
  return (
    <>
      {presets.length > 0 && (
        <div className="deposit__presets" role="group" aria-label={t('deposit.presets')}>
          {presets.map((centavos) => (
            <button
              key={centavos}
              type="button"
              className="deposit__preset"
              aria-pressed={value === pesosText(centavos)}
              onClick={() => onChange(pesosText(centavos))}
            >
              {money(centavos)}
            </button>
          ))}
        </div>
      )}
      <TextField
        label={t('deposit.amount.label')}
        value={value}
        onChange={onChange}
        inputMode="decimal"
        autoComplete="off"
        enterKeyHint="done"
        maxLength={16}
        required
        hint={t('deposit.amount.range', bounds)}
        error={error ? `deposit.amount.${error}` : null}
        errorValues={bounds}
      />
    </>
  );
});
