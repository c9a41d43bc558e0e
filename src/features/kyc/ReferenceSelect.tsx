import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DropdownList, KycMenuGroup } from '../../api';
import { useLoad } from '../../lib/useLoad';
import { useStores } from '../../stores/context';

interface ReferenceSelectProps {
  label: string;
  /** The server's reference list it offers (contracts/kyc-constants KYC_MENU_GROUPS). */
  group: KycMenuGroup;
  /** The chosen item's value as text ('' for none). */
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  required?: boolean;
  /** Runs once the list is in (a form picks its default then). */
  onList?: (list: DropdownList) => void;
}

/**
 * A choice from one of the server's reference lists (ID types, sources of income, occupations,
 * nationalities, regions). Items keep the server's labels: English is how these lists read on
 * Philippine forms. A list that fails to load offers to try again.
 */
export function ReferenceSelect({ label, group, value, onChange, error, required, onList }: ReferenceSelectProps) {
  const { t } = useTranslation();
  const { kyc } = useStores();
  const id = useId();
  const errorId = useId();
  const loaded = useLoad(group, () => kyc.list(group), { onValue: onList });
  return (
    <div className="field">
      <label htmlFor={id} className={required ? 'field__label--required' : undefined}>
        {label}
      </label>
      <select
        id={id}
        className="control"
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-busy={loaded.loading}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t(loaded.loading ? 'common.loading' : 'kyc.choose')}</option>
        {loaded.value?.map((item) => (
          <option key={item.value} value={String(item.value)}>
            {item.label}
          </option>
        ))}
      </select>
      {loaded.error !== null && (
        <button type="button" className="btn btn--ghost btn--small" onClick={loaded.reload}>
          {t('kyc.listRetry', { what: label })}
        </button>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {t(error)}
        </p>
      )}
    </div>
  );
}
