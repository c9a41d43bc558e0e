import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/context';

export const ThemeSwitch = observer(function ThemeSwitch() {
  const { t } = useTranslation();
  const { ui } = useStores();
  const labelId = useId();
  const dark = ui.theme === 'dark';
  return (
    <div className="setting-row">
      <span id={labelId}>{t('menu.darkMode')}</span>
      <button
        type="button"
        role="switch"
        aria-checked={dark}
        aria-labelledby={labelId}
        className="switch"
        onClick={() => ui.setTheme(dark ? 'light' : 'dark')}
      >
        <span className="switch__thumb" aria-hidden="true" />
      </button>
    </div>
  );
});
