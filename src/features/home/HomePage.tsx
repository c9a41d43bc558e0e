import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/context';
import { ComingSoon } from '../../ui/ComingSoon';
import { HomeHeader } from './HomeHeader';
import { loadHome } from './loadHome';
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
      <section className="home__content">
        <ComingSoon />
      </section>
    </div>
  );
}
