import type { TFunction } from 'i18next';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INBOX_SEGMENTS, type InboxSegment, type OpsInboxBody } from '../../../../contracts/inbox';
import { ApiError } from '../../../api/ApiError';
import { errorText } from '../../errorText';
import { useOpsStore } from '../../stores/context';
import { FormAlert } from '../FormAlert';
import { useFailure } from '../useFailure';

type Audience = 'player' | 'segment';

/** A message to one player can only miss its player. */
const describe = (t: TFunction, failure: unknown) =>
  failure instanceof ApiError && failure.code === 'NOT_FOUND' ? t('ops.inbox.noPlayer') : errorText(t, failure);

/**
 * A message to one player (by username) or a segment: subject and text. A segment's message goes
 * out only once the sender has seen how many players it reaches now and confirmed.
 */
export const SendMessageForm = observer(function SendMessageForm() {
  const { t, i18n } = useTranslation();
  const { inbox } = useOpsStore();
  const { error, setError, busy, run } = useFailure(describe);
  const [audience, setAudience] = useState<Audience>('player');
  const [username, setUsername] = useState('');
  const [segment, setSegment] = useState<InboxSegment>('all');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [confirming, setConfirming] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const count = (n: number) => new Intl.NumberFormat(i18n.language).format(n);

  const message = (): OpsInboxBody =>
    audience === 'player'
      ? { username: username.trim(), title: title.trim(), body: body.trim() }
      : { segment, title: title.trim(), body: body.trim() };

  const send = () =>
    run(async () => {
      const { recipients } = await inbox.send(message());
      setDone(t('ops.inbox.done', { count: recipients, players: count(recipients) }));
      setConfirming(null);
      setTitle('');
      setBody('');
      setUsername('');
    });

  const submit = async () => {
    setDone(null);
    if ((audience === 'player' && !username.trim()) || !title.trim() || !body.trim()) return setError(t('ops.inbox.fillIn'));
    if (audience === 'player') return void (await send());
    await run(async () => setConfirming(await inbox.segmentSize(segment)));
  };

  return (
    <form
      className="ops-card ops-inbox-form"
      aria-label={t('ops.inbox.compose')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2>{t('ops.inbox.compose')}</h2>
      <fieldset className="ops-roles" disabled={confirming !== null}>
        <legend>{t('ops.inbox.to')}</legend>
        {(['player', 'segment'] as const).map((choice) => (
          <label key={choice}>
            <input type="radio" name="audience" value={choice} checked={audience === choice} onChange={() => setAudience(choice)} />{' '}
            {t(`ops.inbox.audience.${choice}`)}
          </label>
        ))}
      </fieldset>
      {audience === 'player' ? (
        <label className="ops-field">
          {t('ops.inbox.username')}
          <input
            value={username}
            maxLength={64}
            autoComplete="off"
            disabled={confirming !== null}
            onInput={(e) => setUsername(e.currentTarget.value)}
          />
        </label>
      ) : (
        <label className="ops-field">
          {t('ops.inbox.segment')}
          <select value={segment} disabled={confirming !== null} onChange={(e) => setSegment(e.currentTarget.value as InboxSegment)}>
            {INBOX_SEGMENTS.map((s) => (
              <option key={s} value={s}>
                {t(`ops.inbox.segments.${s}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="ops-field">
        {t('ops.inbox.subject')}
        <input value={title} maxLength={120} disabled={confirming !== null} onInput={(e) => setTitle(e.currentTarget.value)} />
      </label>
      <label className="ops-field">
        {t('ops.inbox.body')}
        <textarea value={body} rows={5} maxLength={4000} disabled={confirming !== null} onInput={(e) => setBody(e.currentTarget.value)} />
      </label>
      <FormAlert error={error} />
      {done && <p role="status">{done}</p>}
      {confirming === null ? (
        <div className="ops-actions">
          <button type="submit" className="ops-button" disabled={busy}>
            {t('ops.inbox.send')}
          </button>
        </div>
      ) : (
        <div className="ops-inbox-confirm" role="group" aria-label={t('ops.inbox.confirmTitle')}>
          <p>{t('ops.inbox.confirm', { count: confirming, players: count(confirming), segment: t(`ops.inbox.segments.${segment}`) })}</p>
          <div className="ops-actions">
            <button type="button" className="ops-button" disabled={busy || confirming === 0} onClick={() => void send()}>
              {t('ops.inbox.sendTo', { count: confirming, players: count(confirming) })}
            </button>
            <button type="button" className="ops-button ops-button--quiet" disabled={busy} onClick={() => setConfirming(null)}>
              {t('ops.inbox.cancel')}
            </button>
          </div>
        </div>
      )}
    </form>
  );
});
