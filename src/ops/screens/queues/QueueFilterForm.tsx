import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkAmount, pesosText } from '../../../lib/amount';
import { FormAlert } from '../FormAlert';

/** A filter a queue's listing takes (contracts/queues.ts): a choice among values, or typed text. */
export type FilterField =
  { name: 'state' | 'flow' | 'kind'; options: readonly string[] } | { name: 'username' | 'channel' | 'minAmount' | 'maxAmount' };

export type FilterValues = Partial<Record<FilterField['name'], string | number>>;

const CHANNEL = /^[A-Z0-9_]{2,20}$/;
const ANY_AMOUNT = { min: 1, max: Number.MAX_SAFE_INTEGER };

/** What the form shows for the filters in force: amounts back in pesos. */
function draftOf(values: FilterValues): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, name.endsWith('Amount') ? pesosText(Number(value)) : String(value)]),
  );
}

/** The typed filters as the query takes them, or the i18n key of what is wrong. */
function parse(fields: FilterField[], draft: Record<string, string>): { values: FilterValues } | { error: string } {
  const values: FilterValues = {};
  for (const field of fields) {
    const text = draft[field.name]?.trim() ?? '';
    if (text === '') continue;
    if (field.name === 'minAmount' || field.name === 'maxAmount') {
      const { centavos, error } = checkAmount(text, ANY_AMOUNT);
      if (centavos === null || error) return { error: 'ops.queues.filter.amountInvalid' };
      values[field.name] = centavos;
    } else if (field.name === 'channel') {
      if (!CHANNEL.test(text.toUpperCase())) return { error: 'ops.queues.filter.channelInvalid' };
      values.channel = text.toUpperCase();
    } else {
      values[field.name] = text;
    }
  }
  return { values };
}

/** A queue's filters: applied together (the listing starts again at its first page), or all cleared. */
export function QueueFilterForm({
  fields,
  values,
  onApply,
}: {
  fields: FilterField[];
  values: FilterValues;
  onApply: (values: FilterValues) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Record<string, string>>(() => draftOf(values));
  const [error, setError] = useState<string | null>(null);
  const set = (name: string, value: string) => setDraft((kept) => ({ ...kept, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parse(fields, draft);
    if ('error' in parsed) return setError(t(parsed.error));
    setError(null);
    onApply(parsed.values);
  };
  const clear = () => {
    setDraft({});
    setError(null);
    onApply({});
  };

  return (
    <form className="ops-queue-filters" aria-label={t('ops.queues.filter.title')} onSubmit={submit}>
      {fields.map((field) => {
        const id = `ops-queue-filter-${field.name}`;
        return (
          <label key={field.name} className="ops-field" htmlFor={id}>
            <span>{t(`ops.queues.filter.${field.name}`)}</span>
            {'options' in field ? (
              <select id={id} value={draft[field.name] ?? ''} onChange={(event) => set(field.name, event.target.value)}>
                <option value="">{t(field.name === 'state' ? 'ops.queues.filter.allWaiting' : 'ops.queues.filter.any')}</option>
                {field.options.map((option) => (
                  <option key={option} value={option}>
                    {t(`ops.queues.${field.name}.${option}`)}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={id}
                value={draft[field.name] ?? ''}
                inputMode={field.name.endsWith('Amount') ? 'decimal' : undefined}
                onChange={(event) => set(field.name, event.target.value)}
              />
            )}
          </label>
        );
      })}
      <div className="ops-actions">
        <button type="submit" className="ops-button">
          {t('ops.queues.filter.apply')}
        </button>
        <button type="button" className="ops-button ops-button--quiet" onClick={clear}>
          {t('ops.queues.filter.clear')}
        </button>
      </div>
      <FormAlert error={error} />
    </form>
  );
}
