import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/context';
import { CollectionBlock } from './CollectionBlock';
import { HomeBanners } from './HomeBanners';
import { HomeHeader } from './HomeHeader';
import { HotGamesBlock } from './HotGamesBlock';
import { JackpotBlock } from './JackpotBlock';
import { loadHome } from './loadHome';
import { NoticeTicker } from './NoticeTicker';
import { SlotProviders } from './SlotProviders';
import { WinnerBoard } from './WinnerBoard';
import './HomePage.css';

export function HomePage() {
  const { t } = useTranslation();
  const root = useStores();

  useEffect(() => {
    void loadHome(root);
  }, [root]);

  return (
    <div className="home">
      <HomeHeader />
      {/* The visible header shows the logo; the page still needs its h1 for assistive tech. */}
      <h1 className="visually-hidden">{t('titles.home')}</h1>
      <div className="home__content">
        <HomeBanners />
        <NoticeTicker />
        <HotGamesBlock />
        <CollectionBlock />
        <SlotProviders />
        <JackpotBlock />
        <WinnerBoard />
      </div>
    </div>
  );
}
