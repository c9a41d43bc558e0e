import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/context';
import { CollectionBlock } from './CollectionBlock';
import { HomeHeader } from './HomeHeader';
import { HotGamesBlock } from './HotGamesBlock';
import { JackpotBlock } from './JackpotBlock';
import { loadHome } from './loadHome';
import { SlotProviders } from './SlotProviders';
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
        <HotGamesBlock />
        <CollectionBlock />
        <SlotProviders />
        <JackpotBlock />
      </div>
    </div>
  );
}
