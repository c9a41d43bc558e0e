import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../app/routes';
import { useStores } from '../../stores/context';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

/** Shown to trial players who open the member centre (SPEC §4): cancel or register now. */
export function RegisterPromptDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { ui } = useStores();
  return (
    <ConfirmDialog
      title={t('auth.registerPromptTitle')}
      message={t('auth.registerPromptMessage')}
      confirmLabel={t('auth.registerNow')}
      onConfirm={() => {
        ui.closeDialog();
        navigate(PATHS.register);
      }}
      onCancel={ui.closeDialog}
    />
  );
}
