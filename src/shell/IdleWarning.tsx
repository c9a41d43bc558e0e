import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerIdleWarning, onShellEvent, reportIdleSignedOut } from '../platform/shellEvents';
import { useStores } from '../stores/context';
import type { SessionStore } from '../stores/SessionStore';
import { AlertDialog } from '../ui/AlertDialog';

/** The kiosk's sign-out: the app's own logout (the server ends the session), then the shell wipes the rest. */
async function signOutForIdle(session: SessionStore): Promise<void> {
  if (session.isLoggedIn) await session.logout();
  await reportIdleSignedOut();
}

/**
 * The venue kiosk's "Are you still there?" (issue 16). The shell's main process measures idle
 * time (input inside a game or the chat never reaches this page) and counts down; this shows it.
 * Any input answers: the button, a tap or key anywhere, Escape. At zero the player is signed out.
 */
export function IdleWarning() {
  const { session } = useStores();
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);

  useEffect(
    () =>
      onShellEvent((event) => {
        if (event.type === 'idleWarning') setSecondsLeft(event.secondsLeft);
        else if (event.type === 'idleCancelled') setSecondsLeft(null);
        else if (event.type === 'idleSignOut') {
          setSecondsLeft(null);
          void signOutForIdle(session);
        }
      }),
    [session],
  );

  if (secondsLeft === null) return null;
  const answer = () => {
    setSecondsLeft(null);
    void answerIdleWarning();
  };
  return <IdleDialog secondsLeft={secondsLeft} onAnswer={answer} />;
}

function IdleDialog({ secondsLeft, onAnswer }: { secondsLeft: number; onAnswer: () => void }) {
  const { t } = useTranslation();

  useEffect(() => {
    // Capture: a tap anywhere counts, even on what the dialog covers.
    window.addEventListener('pointerdown', onAnswer, true);
    window.addEventListener('keydown', onAnswer, true);
    return () => {
      window.removeEventListener('pointerdown', onAnswer, true);
      window.removeEventListener('keydown', onAnswer, true);
    };
  }, [onAnswer]);

  return (
    <AlertDialog
      title={t('shell.idleTitle')}
      message={t('shell.idleCountdown', { count: secondsLeft })}
      action={t('shell.stillHere')}
      onClose={onAnswer}
    />
  );
}
