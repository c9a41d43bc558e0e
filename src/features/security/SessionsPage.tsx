import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../api';
import type { ActiveSession } from '../../api/security';
import { useLoad } from '../../lib/useLoad';
import { useStores } from '../../stores/context';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormError } from '../../ui/form/FormError';
import { LoadStatus } from '../../ui/LoadStatus';
import { formatWhen } from './formatWhen';
import { whereText } from './whereText';
import './security.css';

function SessionItem({ session, onEnd }: { session: ActiveSession; onEnd: (session: ActiveSession) => void }) {
  const { t, i18n } = useTranslation();
  const device = session.device ?? t('security.sessions.unknownDevice');
  return (
    <li className="security-session">
      <span className="security-session__text">
        <span className="security-session__device">
          {device}
          {session.current && <span className="security-session__current"> · {t('security.sessions.thisDevice')}</span>}
        </span>
        <span className="security-session__meta">{session.ip ?? ''}</span>
        <span className="security-session__meta">
          {t('security.sessions.since', { when: formatWhen(session.createdAt, i18n.language) })} ·{' '}
          {t('security.sessions.active', { when: formatWhen(session.lastSeenAt, i18n.language) })}
        </span>
      </span>
      {!session.current && (
        <button
          type="button"
          className="btn btn--ghost btn--small"
          aria-label={t('security.sessions.endOne', { device, ip: session.ip ?? '' })}
          onClick={() => onEnd(session)}
        >
          {t('security.sessions.end')}
        </button>
      )}
    </li>
  );
}

/**
 * Active sessions: every device signed in now (device, address, since when, last activity), the
 * login before this one, and "sign out everywhere else", which also ends the games those sessions
 * opened (the server's rule). This device stays signed in; the side menu's sign-out ends it.
 */
export default observer(function SessionsPage() {
  const { t, i18n } = useTranslation();
  const { security, ui } = useStores();
  const list = useLoad('sessions', () => security.sessions());
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (work: () => Promise<unknown>, toast: string) => {
    setError(null);
    ui.showLoading();
    try {
      await work();
      ui.showToast(toast);
    } catch (caught) {
      setError(toApiError(caught).i18nKey);
    } finally {
      ui.hideLoading();
      list.reload();
    }
  };

  if (!list.value) {
    return (
      <section className="page security">
        <LoadStatus loaded={list} />
      </section>
    );
  }
  const { sessions, previousLogin } = list.value;
  const others = sessions.filter((session) => !session.current).length;
  return (
    <section className="page security">
      <p className="security__note">
        {previousLogin
          ? t('security.sessions.previous', { when: formatWhen(previousLogin.time, i18n.language), where: whereText(t, previousLogin) })
          : t('security.sessions.noPrevious')}
      </p>
      <ul className="security-sessions" aria-label={t('titles.securitySessions')}>
        {sessions.map((session) => (
          <SessionItem
            key={session.id}
            session={session}
            onEnd={(one) => void run(() => security.endSession(one.id), 'security.sessions.ended')}
          />
        ))}
      </ul>
      <FormError error={error} />
      <p className="security__note">{t('security.sessions.everywhereNote')}</p>
      <button type="button" className="btn btn--primary btn--block" disabled={others === 0} onClick={() => setConfirming(true)}>
        {t('security.sessions.everywhere')}
      </button>
      {confirming && (
        <ConfirmDialog
          title={t('security.sessions.everywhereConfirm')}
          message={t('security.sessions.everywhereNote')}
          confirmLabel={t('security.sessions.everywhere')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void run(() => security.endOtherSessions(), 'security.sessions.endedAll');
          }}
        />
      )}
    </section>
  );
});
