import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnnouncementType } from '../../../../contracts/announcements';
import { BANNER_IMAGE_MAX_BYTES, type OpsAnnouncement } from '../../../../contracts/content-ops';
import { useOpsStore } from '../../stores/context';
import { FormFooter } from './FormFooter';
import { useFailure } from '../useFailure';
import { contentErrorText } from './contentErrors';
import { instantOf, localInputOf } from './when';

/** The banner groups players' screens ask for: home's carousel, and live streams'. */
const BANNER_GROUPS = ['m_home', 'm_live'] as const;
const IMAGE_TYPES = 'image/png,image/jpeg,image/webp';

/** The chosen file shown before it is sent; the picture players see now when none is chosen. */
function usePreview(file: File | null, current: string | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url ?? current;
}

/**
 * A new announcement of `type`, or a change to `editing`: its texts, where a tap leads, its order
 * and dates, and a banner's group and picture (with a preview). Saved unpublished when new;
 * publishing is the list's.
 */
export function AnnouncementForm({
  type,
  editing,
  onDone,
}: {
  type: AnnouncementType;
  editing: OpsAnnouncement | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { content } = useOpsStore();
  const banner = type === 'B';
  const [title, setTitle] = useState(editing?.title ?? '');
  const [text, setText] = useState(editing?.content ?? '');
  const [link, setLink] = useState(editing?.linkUrl ?? '');
  const [group, setGroup] = useState(editing?.groupName ?? 'm_home');
  const [order, setOrder] = useState(String(editing?.sortOrder ?? 0));
  const [from, setFrom] = useState(localInputOf(editing?.startsAt ?? null));
  const [until, setUntil] = useState(localInputOf(editing?.endsAt ?? null));
  const [image, setImage] = useState<File | null>(null);
  const { error, setError, busy, run } = useFailure(contentErrorText);
  const preview = usePreview(image, editing?.pictureUrl ?? null);
  const heading = editing ? t('ops.content.announcements.edit', { title: editing.title }) : t(`ops.content.announcements.new.${type}`);

  const choose = (file: File | null) => {
    if (file && file.size > BANNER_IMAGE_MAX_BYTES) {
      setImage(null);
      return setError(t('ops.content.announcements.imageTooLarge'));
    }
    setError(null);
    setImage(file);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      title: title.trim(),
      content: text.trim(),
      linkUrl: link.trim() || null,
      sortOrder: Number(order) || 0,
      ...(banner ? { groupName: group } : {}),
      ...(editing || from ? { startsAt: instantOf(from) } : {}),
      endsAt: instantOf(until),
    };
    const saved = await run(async () => {
      await content.announcements.save(editing?.announcementId ?? null, editing ? body : { type, ...body }, image);
    });
    if (saved) onDone();
  };

  return (
    <form className="ops-card ops-content-form" aria-label={heading} onSubmit={(event) => void submit(event)}>
      <h2>{heading}</h2>
      <label className="ops-field">
        <span>{t('ops.content.announcements.title')}</span>
        <input value={title} onChange={(event) => setTitle(event.currentTarget.value)} maxLength={120} required />
      </label>
      <label className="ops-field">
        <span>{t('ops.content.announcements.text')}</span>
        <textarea value={text} onChange={(event) => setText(event.currentTarget.value)} maxLength={2000} rows={3} />
      </label>
      <label className="ops-field">
        <span>{t('ops.content.announcements.link')}</span>
        <input
          value={link}
          onChange={(event) => setLink(event.currentTarget.value)}
          placeholder="/m/activity"
          aria-describedby="ops-announcement-link-rule"
        />
      </label>
      <small id="ops-announcement-link-rule">{t('ops.content.announcements.linkRule')}</small>
      {banner && (
        <label className="ops-field">
          <span>{t('ops.content.announcements.group')}</span>
          <select value={group} onChange={(event) => setGroup(event.currentTarget.value)}>
            {BANNER_GROUPS.map((name) => (
              <option key={name} value={name}>
                {t(`ops.content.announcements.groups.${name}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="ops-content-row">
        <label className="ops-field">
          <span>{t('ops.content.order')}</span>
          <input type="number" min={0} max={9999} value={order} onChange={(event) => setOrder(event.currentTarget.value)} />
        </label>
        <label className="ops-field">
          <span>{t('ops.content.from')}</span>
          <input type="datetime-local" value={from} onChange={(event) => setFrom(event.currentTarget.value)} />
        </label>
        <label className="ops-field">
          <span>{t('ops.content.until')}</span>
          <input type="datetime-local" value={until} onChange={(event) => setUntil(event.currentTarget.value)} />
        </label>
      </div>
      {banner && (
        <div className="ops-content-picture">
          <label className="ops-field">
            <span>{t('ops.content.announcements.picture')}</span>
            <input
              type="file"
              accept={IMAGE_TYPES}
              aria-describedby="ops-announcement-picture-rule"
              onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
            />
          </label>
          <small id="ops-announcement-picture-rule">{t('ops.content.announcements.pictureRule')}</small>
          {preview && <img className="ops-content-preview-image" src={preview} alt={t('ops.content.announcements.preview')} />}
        </div>
      )}
      <FormFooter error={error} saveDisabled={busy || !title.trim()} onCancel={onDone} />
    </form>
  );
}
