import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpsStore } from '../../stores/context';
import type { PlayerStore } from '../../stores/PlayersStore';
import { FormAlert } from '../FormAlert';
import { useFailure } from '../useFailure';
import { timeText } from './playerColumns';
import { reasonProblem, tidyReason } from './reason';

/** The player's live sessions; with players.sessions, ending one or all of them, for a reason. */
export const SessionsSection = observer(function SessionsSection({ store }: { store: PlayerStore }) {
  const { t, i18n } = useTranslation();
  const { session } = useOpsStore();
  const when = timeText(i18n.language);
  const sessions = store.view!.sessions;
  const mayEnd = session.can('players.sessions');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const { error, setError, busy, run } = useFailure();

  const end = async (sessionId?: number) => {
    setDone(null);
    const problem = reasonProblem(t, reason);
    if (problem) return setError(problem);
    let ended = 0;
    const body = { reason: tidyReason(reason), ...(sessionId === undefined ? {} : { sessionId }) };
    if (await run(async () => void (ended = await store.endSessions(body)))) {
      setDone(t('ops.players.sessions.ended', { count: ended }));
      setReason('');
    }
  };

  return (
    <section className="ops-card ops-players-wide" aria-labelledby="ops-player-sessions">
      <h2 id="ops-player-sessions">{t('ops.players.sessions.title')}</h2>
      {sessions.length === 0 ? (
        <p>{t('ops.players.sessions.none')}</p>
      ) : (
        <table className="ops-table" aria-label={t('ops.players.sessions.title')}>
          <thead>
            <tr>
              <th scope="col">{t('ops.players.sessions.started')}</th>
              <th scope="col">{t('ops.players.sessions.lastSeen')}</th>
              <th scope="col">{t('ops.players.sessions.device')}</th>
              <th scope="col">{t('ops.players.sessions.ip')}</th>
              {mayEnd && <th scope="col">{t('ops.players.column.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {sessions.map((s) => (
              <tr key={s.sessionId}>
                <td>{when(s.createdAt)}</td>
                <td>{when(s.lastSeenAt)}</td>
                <td>{s.device ?? '—'}</td>
                <td>{s.ip ?? '—'}</td>
                {mayEnd && (
                  <td>
                    <button type="button" className="ops-button ops-button--quiet" disabled={busy} onClick={() => void end(s.sessionId)}>
                      {t('ops.players.sessions.endOne', { started: when(s.createdAt) })}
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {mayEnd && sessions.length > 0 && (
        <div className="ops-players-form">
          <label className="ops-field">
            <span>{t('ops.players.sessions.reason')}</span>
            <textarea value={reason} maxLength={200} rows={2} onChange={(event) => setReason(event.target.value)} />
          </label>
          <div className="ops-actions">
            <button type="button" className="ops-button ops-button--danger" disabled={busy} onClick={() => void end()}>
              {t('ops.players.sessions.endAll')}
            </button>
          </div>
        </div>
      )}
      <FormAlert error={error} />
      {done && (
        <p role="status" className="ops-notice">
          {done}
        </p>
      )}
    </section>
  );
});
