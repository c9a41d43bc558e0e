import { createColumnHelper } from '@tanstack/react-table';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsHelpTopic } from '../../../../contracts/content-ops';
import { contentErrorText } from './contentErrors';
import { useOpsStore } from '../../stores/context';
import { FormAlert } from '../FormAlert';
import { ConfirmDelete } from './ConfirmDelete';
import type { contentFeatures } from './ContentTable';
import { ContentTable, type ContentColumn } from './ContentTable';
import { actionsColumn } from './RowActions';
import { HelpTopicForm } from './HelpTopicForm';
import '../../content.css';

/** The languages with help texts of their own; players of any other read English. */
const HELP_LANGUAGES = ['EN', 'TY'] as const;
const column = createColumnHelper<typeof contentFeatures, OpsHelpTopic>();
type Editing = { kind: 'new' } | { kind: 'edit'; item: OpsHelpTopic } | { kind: 'delete'; item: OpsHelpTopic } | null;

/** Top-level topics in order, each followed by its sub-topics, as the help page lists them. */
function inPageOrder(list: OpsHelpTopic[]): OpsHelpTopic[] {
  return list.filter((t) => t.parentId === null).flatMap((top) => [top, ...list.filter((t) => t.parentId === top.topicId)]);
}

/** /ops/content/help (content.edit): the help centre's topics of a language, their HTML, publishing and deleting. */
export const HelpTopicsScreen = observer(function HelpTopicsScreen() {
  const { t } = useTranslation();
  const { help } = useOpsStore().content;
  const [language, setLanguage] = useState(help.language);
  const [editing, setEditing] = useState<Editing>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setError(null);
    help.load(language).catch((failure: unknown) => setError(contentErrorText(t, failure)));
  }, [help, language, t]);

  const columns = useMemo<ContentColumn<OpsHelpTopic>[]>(
    () => [
      column.accessor('title', {
        header: () => t('ops.content.help.title'),
        cell: (info) => <span className={info.row.original.parentId === null ? undefined : 'ops-content-sub'}>{info.getValue()}</span>,
      }),
      column.accessor('tag', { header: () => t('ops.content.help.tag') }),
      column.accessor('sortOrder', { header: () => t('ops.content.order') }),
      column.accessor('published', {
        header: () => t('ops.content.status'),
        cell: (info) => t(info.getValue() ? 'ops.content.published' : 'ops.content.draft'),
      }),
      actionsColumn<OpsHelpTopic>(t, (item) => [
        { label: t('ops.content.editItem', { title: item.title }), onClick: () => setEditing({ kind: 'edit', item }) },
        {
          label: t(item.published ? 'ops.content.unpublishItem' : 'ops.content.publishItem', { title: item.title }),
          onClick: () => {
            setError(null);
            help.setPublished(item.topicId, !item.published).catch((failure: unknown) => setError(contentErrorText(t, failure)));
          },
        },
        { label: t('ops.content.deleteItem', { title: item.title }), onClick: () => setEditing({ kind: 'delete', item }), danger: true },
      ]),
    ],
    [t, help],
  );
  const parents = help.list.filter((topic) => topic.parentId === null);

  return (
    <section className="ops-screen ops-content" aria-labelledby="ops-help-title">
      <div className="ops-content-head">
        <h1 id="ops-help-title">{t('ops.content.help.heading')}</h1>
        <label className="ops-field ops-field--inline">
          <span>{t('ops.content.help.language')}</span>
          <select
            value={language}
            onChange={(event) => {
              setEditing(null);
              setLanguage(event.currentTarget.value);
            }}
          >
            {HELP_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {t(`ops.content.help.languages.${code}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="ops-button" onClick={() => setEditing({ kind: 'new' })}>
          {t('ops.content.help.new')}
        </button>
      </div>
      <FormAlert error={error} />
      {editing?.kind === 'new' && (
        <HelpTopicForm key={`new-${language}`} language={language} editing={null} parents={parents} onDone={() => setEditing(null)} />
      )}
      {editing?.kind === 'edit' && (
        <HelpTopicForm
          key={editing.item.topicId}
          language={language}
          editing={editing.item}
          parents={parents}
          onDone={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'delete' && (
        <ConfirmDelete
          title={editing.item.title}
          onConfirm={async () => {
            await help.remove(editing.item.topicId);
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      <ContentTable
        label={t('ops.content.help.heading')}
        rows={inPageOrder(help.list)}
        columns={columns}
        rowId={(topic) => String(topic.topicId)}
      />
    </section>
  );
});
