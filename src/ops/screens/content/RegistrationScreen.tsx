import { createColumnHelper } from '@tanstack/react-table';
import { observer } from 'mobx-react-lite';
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsRegistrationFields } from '../../../../contracts/content-ops';
import { useOpsStore } from '../../stores/context';
import { FormAlert } from '../FormAlert';
import { FormFooter } from './FormFooter';
import { useFailure } from '../useFailure';
import { contentErrorText } from './contentErrors';
import type { contentFeatures } from './ContentTable';
import { ContentTable, type ContentColumn } from './ContentTable';
import { useLoad } from './useLoad';
import '../../content.css';

type Field = OpsRegistrationFields['list'][number];
const column = createColumnHelper<typeof contentFeatures, Field>();

/** One field's rule: on, required, pattern, message, length; or back to the platform's default. */
function FieldForm({ field, onDone }: { field: Field; onDone: () => void }) {
  const { t } = useTranslation();
  const { settings } = useOpsStore();
  const [enabled, setEnabled] = useState(field.enabled);
  const [required, setRequired] = useState(field.required);
  const [pattern, setPattern] = useState(field.pattern ?? '');
  const [message, setMessage] = useState(field.message ?? '');
  const [maxLength, setMaxLength] = useState(String(field.maxLength));
  const { error, busy, run } = useFailure(contentErrorText);
  const heading = t('ops.settings.registration.edit', { field: t(`ops.settings.registration.fields.${field.name}`) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const rule = { enabled, required, pattern: pattern || null, message: message || null, maxLength: Number(maxLength) };
    if (await run(() => settings.setField(field.name, rule))) onDone();
  };
  const reset = async () => {
    if (await run(() => settings.setField(field.name, null))) onDone();
  };

  return (
    <form className="ops-card ops-content-form" aria-label={heading} onSubmit={(event) => void submit(event)}>
      <h2>{heading}</h2>
      <label className="ops-content-check">
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.currentTarget.checked)} />
        <span>{t('ops.settings.registration.enabled')}</span>
      </label>
      <label className="ops-content-check">
        <input type="checkbox" checked={required} onChange={(event) => setRequired(event.currentTarget.checked)} />
        <span>{t('ops.settings.registration.required')}</span>
      </label>
      <label className="ops-field">
        <span>{t('ops.settings.registration.pattern')}</span>
        <input value={pattern} onChange={(event) => setPattern(event.currentTarget.value)} maxLength={200} spellCheck={false} />
      </label>
      <label className="ops-field">
        <span>{t('ops.settings.registration.message')}</span>
        <input value={message} onChange={(event) => setMessage(event.currentTarget.value)} maxLength={200} />
      </label>
      <label className="ops-field">
        <span>{t('ops.settings.registration.maxLength')}</span>
        <input type="number" min={1} max={254} value={maxLength} onChange={(event) => setMaxLength(event.currentTarget.value)} required />
      </label>
      <FormFooter error={error} saveDisabled={busy} onCancel={onDone}>
        {field.overridden && (
          <button type="button" className="ops-button ops-button--quiet" disabled={busy} onClick={() => void reset()}>
            {t('ops.settings.registration.reset')}
          </button>
        )}
      </FormFooter>
    </form>
  );
}

/** /ops/settings/registration (settings.edit): the registration form's fields as players get them. */
export const RegistrationScreen = observer(function RegistrationScreen() {
  const { t } = useTranslation();
  const { settings } = useOpsStore();
  const loadError = useLoad(useCallback(() => settings.loadFields(), [settings]));
  const [editing, setEditing] = useState<Field | null>(null);
  const yesNo = useCallback((on: boolean) => t(on ? 'ops.content.yes' : 'ops.content.no'), [t]);

  const columns = useMemo<ContentColumn<Field>[]>(
    () => [
      column.accessor('name', {
        header: () => t('ops.settings.registration.field'),
        cell: (info) => t(`ops.settings.registration.fields.${info.getValue()}`),
      }),
      column.accessor('enabled', { header: () => t('ops.settings.registration.enabled'), cell: (info) => yesNo(info.getValue()) }),
      column.accessor('required', { header: () => t('ops.settings.registration.required'), cell: (info) => yesNo(info.getValue()) }),
      column.accessor('pattern', { header: () => t('ops.settings.registration.pattern'), cell: (info) => <code>{info.getValue()}</code> }),
      column.accessor('maxLength', { header: () => t('ops.settings.registration.maxLength') }),
      column.accessor('overridden', {
        header: () => t('ops.settings.registration.source'),
        cell: (info) => t(info.getValue() ? 'ops.settings.registration.changed' : 'ops.settings.registration.default'),
      }),
      column.display({
        id: 'actions',
        header: () => t('ops.content.actions'),
        cell: ({ row }) => (
          <button type="button" className="ops-button ops-button--quiet" onClick={() => setEditing(row.original)}>
            {t('ops.content.editItem', { title: t(`ops.settings.registration.fields.${row.original.name}`) })}
          </button>
        ),
      }),
    ],
    [t, yesNo],
  );

  return (
    <section className="ops-screen ops-content" aria-labelledby="ops-registration-title">
      <h1 id="ops-registration-title">{t('ops.settings.registration.heading')}</h1>
      <FormAlert error={loadError} />
      {editing && <FieldForm key={editing.name} field={editing} onDone={() => setEditing(null)} />}
      <ContentTable label={t('ops.settings.registration.heading')} rows={settings.fields} columns={columns} rowId={(f) => f.name} />
    </section>
  );
});
