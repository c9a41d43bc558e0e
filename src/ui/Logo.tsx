import { useTranslation } from 'react-i18next';
import './Logo.css';

/** Brand mark plus name; the name is real text so it reads and translates like any other. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <span className="logo">
      <img className="logo__mark" src="/icons/logo.svg" alt="" width={28} height={28} />
      <span className="logo__name">{t('app.name')}</span>
    </span>
  );
}
