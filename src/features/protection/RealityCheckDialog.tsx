import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaySession } from '../../api/protection';
import { formatSignedMoney } from '../../lib/money';
import { AlertDialog } from '../../ui/AlertDialog';
import { Modal } from '../../ui/Modal';
import { useStores } from '../../stores/context';
import { minutesPlayed } from './realityTimes';

/** The reality check over a game: how long this session has lasted and its net result; keep playing or stop. */
export const RealityCheckDialog = observer(function RealityCheckDialog({
  session,
  onContinue,
  onStop,
}: {
  session: PlaySession;
  onContinue: () => void;
  onStop: () => void;
}) {
  const { t } = useTranslation();
  const { wallet } = useStores();
  const titleId = useId();
  const textId = useId();
  return (
    <Modal className="dialog" aria-labelledby={titleId} aria-describedby={textId} onClose={onContinue}>
      <h2 id={titleId} className="dialog__title">
        {t('protection.reality.title')}
      </h2>
      <div id={textId} className="dialog__message">
        <p>{t('protection.reality.played', { minutes: minutesPlayed(session) })}</p>
        <p>{t('protection.reality.result', { amount: formatSignedMoney(session.netResult, wallet.symbol) })}</p>
      </div>
      <div className="dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={onStop}>
          {t('protection.reality.stop')}
        </button>
        <button type="button" className="btn btn--primary" onClick={onContinue}>
          {t('protection.reality.continue')}
        </button>
      </div>
    </Modal>
  );
});

/** The session limit reached: play has ended for this sign-in; the only way is out of the game. */
export function SessionEndedDialog({ minutes, onLeave }: { minutes: number; onLeave: () => void }) {
  const { t } = useTranslation();
  return (
    <AlertDialog
      title={t('protection.sessionEnded.title')}
      message={t('protection.sessionEnded.message', { minutes })}
      action={t('protection.sessionEnded.leave')}
      onClose={onLeave}
    />
  );
}
