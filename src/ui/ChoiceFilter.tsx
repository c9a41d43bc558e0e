import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface ChoiceFilterProps<T extends string> {
  label: string;
  /** The chosen value; '' stands for all. */
  value: T | '';
  choices: readonly T[];
  /** What a choice reads as (its translation). */
  textOf: (choice: T) => string;
  onChange: (value: T | '') => void;
}

/** A list's own filter beside its dates (game type, status, kind of movement): "All", then each choice. */
export function ChoiceFilter<T extends string>({ label, value, choices, textOf, onChange }: ChoiceFilterProps<T>) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select className="control" id={id} value={value} onChange={(event) => onChange(event.target.value as T | '')}>
        <option value="">{t('records.all')}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {textOf(choice)}
          </option>
        ))}
      </select>
    </div>
  );
}
