import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/context';

interface DialingCodeSelectProps {
  value: string;
  onChange: (dialingCode: string) => void;
}

/** The country calling code picker; the Philippines (the server lists it first) by default. */
export const DialingCodeSelect = observer(function DialingCodeSelect({ value, onChange }: DialingCodeSelectProps) {
  const { t } = useTranslation();
  const { account } = useStores();
  const id = useId();
  useEffect(() => {
    void account.loadCountries();
  }, [account]);

  return (
    <div className="field field--dialing">
      <label htmlFor={id}>{t('account.countryCode')}</label>
      <select className="control" id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {account.countries.map((country) => (
          <option key={country.code} value={country.dialingCode}>
            {`+${country.dialingCode} ${country.name}`}
          </option>
        ))}
      </select>
    </div>
  );
});
