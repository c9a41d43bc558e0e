import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/context';
import './Toast.css';

/** The live region is always in the DOM so screen readers announce each new message. */
export const Toast = observer(function Toast() {
  const { ui } = useStores();
  const { t } = useTranslation();
  return (
    <div className="toast-region" role="status" aria-live="polite" aria-atomic="true">
      {ui.toast && (
        <p key={ui.toast.id} className="toast">
          {t(ui.toast.key)}
        </p>
      )}
    </div>
  );
});
