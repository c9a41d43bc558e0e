import { useTranslation } from 'react-i18next';
import { layoutFor, titleKey } from '../app/layout';
import type { RouteId } from '../app/routes';
import { isWalletVariant } from '../platform/appInfo';
import { BackButton } from './BackButton';
import { Logo } from './Logo';
import './PageTop.css';

/**
 * The top of a screen whose route record hides the header (SPEC §2 layout rules): the record's
 * back arrow and title, as part of the page rather than the app's bar. It shows nothing when the
 * record shows the header, so the record alone decides which of the two a screen gets.
 * Login and register show the logo beside the arrow and the title under it.
 */
export function PageTop({ id, logo = false }: { id: RouteId; logo?: boolean }) {
  const { t } = useTranslation();
  if (layoutFor(id, isWalletVariant()).header) return null;
  const title = t(titleKey(id));

  return (
    <>
      <div className="page-top">
        <BackButton id={id} />
        {logo ? <Logo /> : <h1 className="page-top__title">{title}</h1>}
      </div>
      {logo && <h1 className="page__title">{title}</h1>}
    </>
  );
}
