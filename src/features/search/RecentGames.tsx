import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLoad } from '../../lib/useLoad';
import { useStores } from '../../stores/context';
import { LoginPrompt } from '../../ui/LoginPrompt';
import { Spinner } from '../../ui/Spinner';
import { GameGrid } from '../games/GameGrid';

/** The player's last 9 games; visitors are asked to log in instead (SPEC §2, §8). */
export const RecentGames = observer(function RecentGames() {
  const { t } = useTranslation();
  const { session } = useStores();

  return (
    <section className="search-popup__block" aria-label={t('search.recent')}>
      <h3 className="search-popup__heading">{t('search.recent')}</h3>
      {session.isLoggedIn ? <RecentList /> : <LoginPrompt text="search.loginPrompt" />}
    </section>
  );
});

function RecentList() {
  const { t } = useTranslation();
  const { games } = useStores();
  // A failure shows the empty state.
  const recent = useLoad('recent', () => games.recent());

  return recent.loading ? <Spinner label={t('common.loading')} /> : <GameGrid games={recent.value ?? []} empty="search.noRecent" />;
}
