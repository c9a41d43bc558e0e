import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/context';
import { Spinner } from './Spinner';

/** Blocks input while a screen-level request runs; UiStore hides it after at most 10 s. */
export const LoadingOverlay = observer(function LoadingOverlay() {
  const { ui } = useStores();
  const { t } = useTranslation();
  if (!ui.loading) return null;
  return (
    <div className="backdrop backdrop--clear" aria-busy="true">
      <Spinner label={t('common.pleaseWait')} showLabel />
    </div>
  );
});
