import { useTranslation } from 'react-i18next';

/** Stand-in content for screens that later issues fill. */
export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <div className="coming-soon">
      <p className="coming-soon__title">{t('placeholder.title')}</p>
      <p className="coming-soon__text">{t('placeholder.text')}</p>
    </div>
  );
}
