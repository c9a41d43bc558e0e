import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyBlock } from '../../app/lazyPage';
import { useStores } from '../../stores/context';
import { useKycAutoShow } from '../kyc/useKycAutoShow';
import { LastLoginNotice } from '../security/LastLoginNotice';
import { WhenNearScreen } from '../../ui/WhenNearScreen';
import { CollectionBlock } from './CollectionBlock';
import { FloatingSideBar } from './FloatingSideBar';
import { HomeBanners } from './HomeBanners';
import { HomeHeader } from './HomeHeader';
import { HotGamesBlock } from './HotGamesBlock';
import { loadHome } from './loadHome';
import { LoginPopups } from './LoginPopups';
import { NoticeTicker } from './NoticeTicker';
import './HomePage.css';

// Below the fold: their code loads, and they ask for their data, only when the player scrolls near.
const SlotProviders = lazyBlock(() => import('./SlotProviders').then((m) => ({ default: m.SlotProviders })));
const JackpotBlock = lazyBlock(() => import('./JackpotBlock').then((m) => ({ default: m.JackpotBlock })));
const WinnerBoard = lazyBlock(() => import('./WinnerBoard').then((m) => ({ default: m.WinnerBoard })));

export const HomePage = observer(function HomePage() {
  const { t } = useTranslation();
  const root = useStores();

  useEffect(() => {
    void loadHome(root);
  }, [root]);
  // The KYC popup (SPEC §2 "Home"), for the player signed in now.
  const kycSettled = useKycAutoShow(root.session.isLoggedIn);

  return (
    <div className="home">
      <HomeHeader />
      {/* The visible header shows the logo; the page still needs its h1 for assistive tech. */}
      <h1 className="visually-hidden">{t('titles.home')}</h1>
      <div className="home__content">
        {/* After a login: when and from where the player logged in before (features/security). */}
        <LastLoginNotice />
        <HomeBanners />
        <NoticeTicker />
        <HotGamesBlock />
        <CollectionBlock />
        <WhenNearScreen minHeight="2rem">
          <SlotProviders />
        </WhenNearScreen>
        <WhenNearScreen minHeight="1rem">
          <JackpotBlock />
        </WhenNearScreen>
        <WhenNearScreen minHeight="2.4rem">
          <WinnerBoard />
        </WhenNearScreen>
      </div>
      {/* After the KYC popup's question: it goes first, and a pop-up waits for it to close. */}
      {kycSettled && <LoginPopups />}
      <FloatingSideBar />
    </div>
  );
});
