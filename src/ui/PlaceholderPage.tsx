import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { layoutFor, titleKey } from '../app/layout';
import { PATHS, routeIdOf } from '../app/routes';
import { isWalletVariant } from '../platform/appInfo';
import { ComingSoon } from './ComingSoon';

/**
 * The titled page of every route whose screen a later issue builds. When the layout hides the
 * header, the page carries the h1 and a way home itself.
 */
export default function PlaceholderPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const id = routeIdOf(pathname);
  const ownHeading = id === null || !layoutFor(id, isWalletVariant()).header;

  return (
    <section className="page placeholder">
      {ownHeading && <h1 className="page__title">{t(id ? titleKey(id) : 'app.name')}</h1>}
      <ComingSoon />
      {ownHeading && (
        <Link className="btn btn--ghost" to={PATHS.home}>
          {t('common.backHome')}
        </Link>
      )}
    </section>
  );
}
