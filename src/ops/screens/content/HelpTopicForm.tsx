import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsHelpTopic } from '../../../../contracts/content-ops';
import { sanitizeHtml } from '../../../lib/sanitizeHtml';
import { useOpsStore } from '../../stores/context';
import { FormFooter } from './FormFooter';
import { useFailure } from '../useFailure';
import { contentErrorText } from './contentErrors';

/** contracts' HELP_TAG_PATTERN as an input's pattern (the browser reads it with the v flag, where a class's "-" is escaped). */
const TAG_PATTERN = '[a-z0-9][a-z0-9\\-]{0,39}';

/**
 * A new help topic of `language`, or a change to `editing`: its title, its tag (the anchor in the
 * help page's address), where it sits, and its HTML with a preview drawn through the same
 * sanitiser players' screens use, so what shows here is what they read. New ones are drafts.
 */
export function HelpTopicForm({
  language,
  editing,
  parents,
  onDone,
}: {
  language: string;
  editing: OpsHelpTopic | null;
  /** The top-level topics a sub-topic may go under. */
  parents: OpsHelpTopic[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { content } = useOpsStore();
  const [title, setTitle] = useState(editing?.title ?? '');
  const [tag, setTag] = useState(editing?.tag ?? '');
  const [parentId, setParentId] = useState(editing?.parentId === null || !editing ? '' : String(editing.parentId));
  const [order, setOrder] = useState(String(editing?.sortOrder ?? 0));
  const [html, setHtml] = useState(editing?.content ?? '');
  const { error, busy, run } = useFailure(contentErrorText);
  const heading = editing ? t('ops.content.help.edit', { title: editing.title }) : t('ops.content.help.new');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { title: title.trim(), tag, parentId: parentId ? Number(parentId) : null, sortOrder: Number(order) || 0, content: html };
    if (await run(async () => void (await content.help.save(editing?.topicId ?? null, editing ? body : { language, ...body })))) onDone();
  };

  return (
    <form className="ops-card ops-content-form" aria-label={heading} onSubmit={(event) => void submit(event)}>
      <h2>{heading}</h2>
      <label className="ops-field">
        <span>{t('ops.content.help.title')}</span>
        <input value={title} onChange={(event) => setTitle(event.currentTarget.value)} maxLength={120} required />
      </label>
      <div className="ops-content-row">
        <label className="ops-field">
          <span>{t('ops.content.help.tag')}</span>
          <input
            value={tag}
            onChange={(event) => setTag(event.currentTarget.value.toLowerCase())}
            pattern={TAG_PATTERN}
            title={t('ops.content.help.tagRule')}
            required
          />
        </label>
        <label className="ops-field">
          <span>{t('ops.content.help.parent')}</span>
          <select value={parentId} onChange={(event) => setParentId(event.currentTarget.value)}>
            <option value="">{t('ops.content.help.topLevel')}</option>
            {parents
              .filter((parent) => parent.topicId !== editing?.topicId)
              .map((parent) => (
                <option key={parent.topicId} value={parent.topicId}>
                  {parent.title}
                </option>
              ))}
          </select>
        </label>
        <label className="ops-field">
          <span>{t('ops.content.order')}</span>
          <input type="number" min={0} max={9999} value={order} onChange={(event) => setOrder(event.currentTarget.value)} />
        </label>
      </div>
      <label className="ops-field">
        <span>{t('ops.content.help.html')}</span>
        <textarea
          value={html}
          onChange={(event) => setHtml(event.currentTarget.value)}
          rows={10}
          maxLength={20_000}
          spellCheck={false}
          aria-describedby="ops-help-html-rule"
        />
      </label>
      <small id="ops-help-html-rule">{t('ops.content.help.htmlRule')}</small>
      <section aria-label={t('ops.content.help.preview')}>
        <h3>{t('ops.content.help.preview')}</h3>
        {/* Sanitised as players' screens do it (src/lib/sanitizeHtml.ts); the server keeps the same allow-list. */}
        <div className="ops-content-html" dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
      </section>
      <FormFooter error={error} saveDisabled={busy || !title.trim()} onCancel={onDone} />
    </form>
  );
}
