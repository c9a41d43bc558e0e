import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShellKind, UpdateStatus } from '../../../contracts/platform-bridge';
import type { ShellUpdates } from '../../platform/shellUpdates';
import '../../ui/UpdatePrompt.css';
import './ShellUpdateBanner.css';

/**
 * The desktop shell's update, as the updater reports it: checking, available, downloading with
 * its percent, then ready. A desktop player is asked to restart (or later: it installs when the
 * app quits anyway); a kiosk only says it installs at its next idle reset, which it does by
 * itself. Not modal, so it never stops a game; nothing is shown while idle or after an error
 * (the updater tries again at its next check).
 */
export function ShellUpdateBanner({ updates }: { updates: ShellUpdates }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<UpdateStatus>({ state: 'idle' });
  const [kind, setKind] = useState<ShellKind | null>(null);
  const [laterFor, setLaterFor] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    // A push can overtake the first answer; the answer then is older than what is shown.
    let pushed = false;
    const stop = updates.onStatus((next) => {
      pushed = true;
      setStatus(next);
    });
    updates.status().then(
      (first) => pushed || setStatus(first),
      () => undefined,
    );
    updates.kind().then(setKind, () => undefined);
    return stop;
  }, [updates]);

  const restart = () => {
    setFailed(false);
    updates.install().catch((error: unknown) => {
      console.error('restart into the update failed', error);
      setFailed(true);
    });
  };

  if (kind === null) return null;
  const ready = status.state === 'downloaded';
  if (ready && laterFor === status.version) return null;
  const text = (() => {
    switch (status.state) {
      case 'checking':
        return t('shellUpdate.checking');
      case 'available':
        return t('shellUpdate.available', { version: status.version });
      case 'downloading':
        return t('shellUpdate.downloading', { version: status.version });
      case 'downloaded':
        return kind === 'kiosk' ? t('shellUpdate.kioskReady', { version: status.version }) : t('shellUpdate.ready');
      default:
        return null;
    }
  })();
  if (text === null) return null;

  return (
    <section className="update-prompt update-prompt--top" aria-label={t('shellUpdate.label')}>
      {/* Read out when the state changes; the percent is in the progress bar, not announced each step. */}
      <p role="status">{text}</p>
      {status.state === 'downloading' && (
        <div className="shell-update__progress">
          <progress max={100} value={status.percent} aria-label={t('shellUpdate.progress')} />
          <span aria-hidden="true">{status.percent}%</span>
        </div>
      )}
      {failed && <p role="alert">{t('shellUpdate.failed')}</p>}
      {ready && kind === 'desktop' && (
        <div className="shell-update__actions">
          <button type="button" className="btn btn--ghost" onClick={() => setLaterFor(status.version)}>
            {t('shellUpdate.later')}
          </button>
          <button type="button" className="btn btn--primary" onClick={restart}>
            {t('shellUpdate.restart')}
          </button>
        </div>
      )}
    </section>
  );
}
