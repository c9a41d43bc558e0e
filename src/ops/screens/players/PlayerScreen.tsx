import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { errorText } from '../../errorText';
import { OPS_PATHS } from '../../layout/nav';
import { useOpsStore } from '../../stores/context';
import { FormAlert } from '../FormAlert';
import { AdjustmentForm } from './AdjustmentForm';
import { PasswordSection } from './PasswordSection';
import { PlayerLists } from './PlayerLists';
import { PlayerSummary } from './PlayerSummary';
import { ProtectionSection } from './ProtectionSection';
import { SessionsSection } from './SessionsSection';
import '../../players.css';

/**
 * /ops/players/:username (players.view): the player's profile and balances, protection (made
 * stricter with players.limits), live sessions (ended with players.sessions), a one-time password
 * (players.password), a manual adjustment (players.adjust), and the lists: statement, rounds,
 * deposits, withdrawals, audit trail (audit.view).
 */
export const PlayerScreen = observer(function PlayerScreen() {
  const { t } = useTranslation();
  const { username = '' } = useParams();
  const { players, session } = useOpsStore();
  const store = players.open(username);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setError(null);
    store.load().catch((failure: unknown) => setError(errorText(t, failure)));
  }, [store, t]);
  const view = store.view;

  return (
    <section className="ops-screen ops-players" aria-labelledby="ops-player-title">
      <p>
        <Link to={OPS_PATHS.players}>{t('ops.players.back')}</Link>
      </p>
      <h1 id="ops-player-title">{t('ops.players.playerTitle', { username: view?.profile.username ?? username })}</h1>
      <FormAlert error={error} />
      {!view ? (
        !error && <p role="status">{t('ops.players.loading')}</p>
      ) : (
        <>
          <PlayerSummary view={view} />
          <ProtectionSection store={store} />
          <SessionsSection store={store} />
          {session.can('players.password') && !view.profile.trial && <PasswordSection store={store} />}
          {session.can('players.adjust') && <AdjustmentForm store={store} />}
          <PlayerLists store={store} />
        </>
      )}
    </section>
  );
});
