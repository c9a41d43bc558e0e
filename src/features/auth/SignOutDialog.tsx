import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../app/routes';
import { useStores } from '../../stores/context';
import { LOADING_MAX_MS } from '../../stores/UiStore';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

/** Sign-out confirmation (SPEC §4): confirm ends the session and returns home. */
export function SignOutDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { session, ui } = useStores();

  const confirm = async () => {
    ui.showLoading(LOADING_MAX_MS.logout);
    await session.logout();
    ui.hideLoading();
    ui.closeDialog();
    navigate(PATHS.home, { replace: true });
  };

  return (
    <ConfirmDialog
      title={t('auth.signOutTitle')}
      message={t('auth.signOutMessage')}
      onConfirm={() => void confirm()}
      onCancel={ui.closeDialog}
    />
  );
}
