import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { pesosText, type AmountRange } from '../../lib/amount';
import { useMoney } from '../useMoney';
import { TextField } from './TextField';

interface AmountFieldProps {
  value: string;
  onChange: (value: string) => void;
  /**
   * Where the field's texts are (deposit.amount, withdraw.amount): label, range, presets and one
   * text per refusal, so each screen says what the amount is for.
   */
  texts: 'deposit.amount' | 'withdraw.amount';
  range: AmountRange;
  /** Preset amounts in centavos (a deposit channel's fixAmounts). */
  presets?: readonly number[];
  /** The refusal to show: an AmountCheck error from lib/amount, or a screen's own text under `texts`. */
  error: string | null;
  /** Values the refusal's text takes besides the range's (a withdrawable amount). */
  errorValues?: Record<string, string>;
}

/** The preset amounts as buttons (the chosen one pressed) and the amount in pesos, typed on the phone's number pad. */
export const AmountField = observer(function AmountField({
  value,
  onChange,
  texts,
  range,
  presets = [],
  error,
  errorValues,
}: AmountFieldProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const bounds = { min: money(range.min), max: money(range.max) };
  return (
    <>
      {presets.length > 0 && (
        <div className="amount-presets" role="group" aria-label={t(`${texts}.presets`)}>
          {presets.map((centavos) => (
            <button
              key={centavos}
              type="button"
              className="amount-presets__preset"
              aria-pressed={value === pesosText(centavos)}
              onClick={() => onChange(pesosText(centavos))}
            >
              {money(centavos)}
            </button>
          ))}
        </div>
      )}
      <TextField
        label={t(`${texts}.label`)}
        value={value}
        onChange={onChange}
        inputMode="decimal"
        autoComplete="off"
        enterKeyHint="done"
        maxLength={16}
        required
        hint={t(`${texts}.range`, bounds)}
        error={error ? `${texts}.${error}` : null}
        errorValues={{ ...bounds, ...errorValues }}
      />
    </>
  );
});
