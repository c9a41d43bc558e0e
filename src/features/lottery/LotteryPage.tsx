import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { GameType } from '../../../contracts/games';
import { useStores } from '../../stores/context';
import { PageTop } from '../../ui/PageTop';
import { Section } from '../../ui/Section';
import { PagedGameGrid } from '../games/PagedGameGrid';
import { SEA_LOTTERY_LOBBY, launchTarget } from '../play/launchTarget';
import './LotteryPage.css';

const LOTTERY_TYPES: GameType[] = ['ELOTT', 'LOTT'];

/**
 * The lottery list (SPEC §2 /m/lottery): the e-lottery and lottery games, each opening through
 * the lottery launch, and the lottery lobby itself (which needs an account, like any launch).
 */
export default observer(function LotteryPage() {
  const { t } = useTranslation();
  const { session } = useStores();
  const navigate = useNavigate();

  return (
    <div className="lottery-page">
      <PageTop id="lottery" />
      <div className="lottery-page__body">
        <button type="button" className="btn btn--primary" onClick={() => navigate(launchTarget(SEA_LOTTERY_LOBBY, session))}>
          {t('lottery.openLobby')}
        </button>
        {LOTTERY_TYPES.map((gameType) => (
          <Section key={gameType} title={t(`lobby.categories.${gameType}`)}>
            <PagedGameGrid query={{ gameType }} />
          </Section>
        ))}
      </div>
    </div>
  );
});
