import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/context';
import './UpdatePrompt.css';

/**
 * A new version of the app is ready: the player loads it when they choose (it reloads the
 * page), or later, so an update never interrupts a game.
 */
export const UpdatePrompt = observer(function UpdatePrompt() {
  const { ui } = useStores();
  const { t } = useTranslation();
  const apply = ui.applyUpdate;
  if (!apply) return null;
  return (
    <section className="update-prompt" aria-labelledby="update-prompt-text">
      <p id="update-prompt-text">{t('update.ready')}</p>
      <button type="button" className="btn btn--ghost" onClick={ui.dismissUpdate}>
        {t('update.later')}
      </button>
      <button type="button" className="btn btn--primary" onClick={() => void apply()}>
        {t('update.now')}
      </button>
    </section>
  );
});
