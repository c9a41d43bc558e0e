import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { titleKey } from '../app/layout';
import { PATHS, type RouteId } from '../app/routes';
import './PageLinks.css';

/** Links to a screen's neighbours (a cashier screen's records and history), each named by its route's title. */
export function PageLinks({ to }: { to: readonly RouteId[] }) {
  const { t } = useTranslation();
  return (
    <p className="page-links">
      {to.map((id) => (
        <Link key={id} to={PATHS[id]}>
          {t(titleKey(id))}
        </Link>
      ))}
    </p>
  );
}
