import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '../app/routes';

/**
 * Where a visitor meets a list that is a player's own (favourites, recent games): why it is empty
 * and the way in, in place of a 'no data' that would say there is nothing (SPEC §8 'in_logged_login').
 */
export function LoginPrompt({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <p className="empty-state">
      {t(text)} <Link to={PATHS.login}>{t('auth.login')}</Link>
    </p>
  );
}
