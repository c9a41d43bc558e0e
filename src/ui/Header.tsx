import { useTranslation } from 'react-i18next';
import { titleKey } from '../app/layout';
import type { RouteId } from '../app/routes';
import { BackButton } from './BackButton';
import './Header.css';

/** The route header of inner screens (home has its own, HomeHeader): back arrow and the route's title. */
export function Header({ id }: { id: RouteId }) {
  const { t } = useTranslation();
  return (
    <header className="header">
      <span className="header__back">
        <BackButton id={id} />
      </span>
      <h1 className="header__title">{t(titleKey(id))}</h1>
      <span className="header__spacer" aria-hidden="true" />
    </header>
  );
}
