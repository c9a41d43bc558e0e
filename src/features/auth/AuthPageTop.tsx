import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../app/routes';
import { Icon } from '../../ui/Icon';
import { Logo } from '../../ui/Logo';

/** Login and register hide the route header, so they carry their own back arrow (always home) and h1. */
export function AuthPageTop({ title }: { title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <div className="login-page__top">
        <button type="button" className="icon-btn" aria-label={t('common.back')} onClick={() => navigate(PATHS.home)}>
          <Icon name="back" />
        </button>
        <Logo />
      </div>
      <h1 className="page__title">{title}</h1>
    </>
  );
}
