import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ONE_TIME_PASSWORD_HOURS, type PasswordResetResult } from '../../../../contracts/players-ops';
import type { PlayerStore } from '../../stores/PlayersStore';
import { CopyValue } from '../CopyValue';
import { FormAlert } from '../FormAlert';
import { useFailure } from '../useFailure';
import { timeText } from './playerColumns';
import { reasonProblem, tidyReason } from './reason';

/** players.password: a one-time password for a player who lost theirs, shown once to be read to them. */
export const PasswordSection = observer(function PasswordSection({ store }: { store: PlayerStore }) {
  const { t, i18n } = useTranslation();
  const [reason, setReason] = useState('');
  const [given, setGiven] = useState<PasswordResetResult | null>(null);
  const { error, setError, busy, run } = useFailure();

  const give = async () => {
    setGiven(null);
    const problem = reasonProblem(t, reason);
    if (problem) return setError(problem);
    let result: PasswordResetResult | null = null;
    if (await run(async () => void (result = await store.resetPassword({ reason: tidyReason(reason) })))) {
      setGiven(result);
      setReason('');
    }
  };

  return (
    <section className="ops-card" aria-labelledby="ops-player-password">
      <h2 id="ops-player-password">{t('ops.players.password.title')}</h2>
      <p>{t('ops.players.password.hint', { hours: ONE_TIME_PASSWORD_HOURS })}</p>
      <div className="ops-players-form">
        <label className="ops-field">
          <span>{t('ops.players.password.reason')}</span>
          <textarea value={reason} maxLength={200} rows={2} onChange={(event) => setReason(event.target.value)} />
        </label>
        <div className="ops-actions">
          <button type="button" className="ops-button ops-button--danger" disabled={busy} onClick={() => void give()}>
            {t('ops.players.password.submit')}
          </button>
        </div>
      </div>
      <FormAlert error={error} />
      {given && (
        <div className="ops-notice">
          <p>{t('ops.players.password.given', { until: timeText(i18n.language)(given.expiresAt) })}</p>
          <CopyValue label={t('ops.players.password.value')} value={given.temporaryPassword} />
        </div>
      )}
    </section>
  );
});
