import { createColumnHelper } from '@tanstack/react-table';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_TYPES, type AnnouncementType } from '../../../../contracts/announcements';
import type { OpsAnnouncement } from '../../../../contracts/content-ops';
import { contentErrorText } from './contentErrors';
import { useOpsStore } from '../../stores/context';
import { FormAlert } from '../FormAlert';
import { AnnouncementForm } from './AnnouncementForm';
import { ConfirmDelete } from './ConfirmDelete';
import type { contentFeatures } from './ContentTable';
import { ContentTable, type ContentColumn } from './ContentTable';
import { actionsColumn } from './RowActions';
import { shownAt } from './when';
import '../../content.css';

const column = createColumnHelper<typeof contentFeatures, OpsAnnouncement>();
type Editing = { kind: 'new' } | { kind: 'edit'; item: OpsAnnouncement } | { kind: 'delete'; item: OpsAnnouncement } | null;

/**
 * /ops/content/announcements (content.edit): banners (with their pictures), player notices,
 * pop-ups and promotion notices, one type at a time; a new one, a change, publishing, deleting.
 */
export const AnnouncementsScreen = observer(function AnnouncementsScreen() {
  const { t, i18n } = useTranslation();
  const { announcements } = useOpsStore().content;
  const [type, setType] = useState<AnnouncementType>(announcements.type);
  const [editing, setEditing] = useState<Editing>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setError(null);
    announcements.load(type).catch((failure: unknown) => setError(contentErrorText(t, failure)));
  }, [announcements, type, t]);

  const columns = useMemo<ContentColumn<OpsAnnouncement>[]>(() => {
    const act = (call: () => Promise<void>) => {
      setError(null);
      call().catch((failure: unknown) => setError(contentErrorText(t, failure)));
    };
    return [
      ...(type === 'B'
        ? [
            column.display({
              id: 'picture',
              header: () => t('ops.content.announcements.picture'),
              cell: ({ row }) => <img className="ops-content-thumb" src={row.original.pictureUrl} alt="" />,
            }),
            column.accessor('groupName', {
              header: () => t('ops.content.announcements.group'),
              cell: (info) => t(`ops.content.announcements.groups.${info.getValue() ?? ''}`, { defaultValue: info.getValue() ?? '' }),
            }),
          ]
        : []),
      column.accessor('title', { header: () => t('ops.content.announcements.title') }),
      column.accessor('sortOrder', { header: () => t('ops.content.order') }),
      column.accessor('published', {
        header: () => t('ops.content.status'),
        cell: (info) => t(info.getValue() ? 'ops.content.published' : 'ops.content.draft'),
      }),
      column.display({
        id: 'window',
        header: () => t('ops.content.shown'),
        cell: ({ row }) =>
          row.original.endsAt
            ? t('ops.content.between', {
                from: shownAt(row.original.startsAt, i18n.language),
                until: shownAt(row.original.endsAt, i18n.language),
              })
            : t('ops.content.since', { from: shownAt(row.original.startsAt, i18n.language) }),
      }),
      actionsColumn<OpsAnnouncement>(t, (item) => [
        { label: t('ops.content.editItem', { title: item.title }), onClick: () => setEditing({ kind: 'edit', item }) },
        {
          label: t(item.published ? 'ops.content.unpublishItem' : 'ops.content.publishItem', { title: item.title }),
          onClick: () => act(() => announcements.setPublished(item.announcementId, !item.published)),
        },
        { label: t('ops.content.deleteItem', { title: item.title }), onClick: () => setEditing({ kind: 'delete', item }), danger: true },
      ]),
    ];
  }, [t, i18n.language, type, announcements]);

  return (
    <section className="ops-screen ops-content" aria-labelledby="ops-announcements-title">
      <div className="ops-content-head">
        <h1 id="ops-announcements-title">{t('ops.content.announcements.heading')}</h1>
        <label className="ops-field ops-field--inline">
          <span>{t('ops.content.announcements.type')}</span>
          <select
            value={type}
            onChange={(event) => {
              setEditing(null);
              setType(event.currentTarget.value as AnnouncementType);
            }}
          >
            {ANNOUNCEMENT_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`ops.content.announcements.types.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="ops-button" onClick={() => setEditing({ kind: 'new' })}>
          {t(`ops.content.announcements.new.${type}`)}
        </button>
      </div>
      <FormAlert error={error} />
      {editing?.kind === 'new' && <AnnouncementForm key={`new-${type}`} type={type} editing={null} onDone={() => setEditing(null)} />}
      {editing?.kind === 'edit' && (
        <AnnouncementForm key={editing.item.announcementId} type={type} editing={editing.item} onDone={() => setEditing(null)} />
      )}
      {editing?.kind === 'delete' && (
        <ConfirmDelete
          title={editing.item.title}
          onConfirm={async () => {
            await announcements.remove(editing.item.announcementId);
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      {announcements.loading && announcements.list.length === 0 ? (
        <p role="status">{t('ops.content.loading')}</p>
      ) : announcements.list.length === 0 ? (
        <p>{t('ops.content.empty')}</p>
      ) : (
        <ContentTable
          label={t(`ops.content.announcements.types.${type}`)}
          rows={announcements.list}
          columns={columns}
          rowId={(a) => String(a.announcementId)}
        />
      )}
    </section>
  );
});
