import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { backAction, titleKey } from '../app/layout';
import { PATHS, type RouteId } from '../app/routes';
import { Icon } from './Icon';
import './Header.css';

/** react-router keeps its history index in history.state; 0 or none means "first page of the tab". */
function historyIdx(): number | undefined {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number'
    ? state.idx
    : undefined;
}

/** The page header of inner screens (home has its own, HomeHeader): back arrow and the route's title. */
export function Header({ id }: { id: RouteId }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Subscribing to the location re-renders the header (and re-reads the index) on every navigation.
  useLocation();
  const action = backAction(id, historyIdx());

  return (
    <header className="header">
      <button
        type="button"
        className="icon-btn header__back"
        aria-label={t('common.back')}
        onClick={() => (action === 'history' ? navigate(-1) : navigate(PATHS.home))}
      >
        <Icon name="back" />
      </button>
      <h1 className="header__title">{t(titleKey(id))}</h1>
      <span className="header__spacer" aria-hidden="true" />
    </header>
  );
}
