import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../i18n/languages';
import { useStores } from '../stores/context';

/** Every spec language code with its flag; codes without texts yet show English (i18n/languages.ts). */
export const LanguageSelect = observer(function LanguageSelect() {
  const { t } = useTranslation();
  const { ui } = useStores();
  const id = useId();
  return (
    <div className="setting-row">
      <label htmlFor={id}>{t('menu.language')}</label>
      <select className="control" id={id} value={ui.language} onChange={(event) => ui.setLanguage(event.target.value)}>
        {LANGUAGES.map(({ code, flag }) => (
          <option key={code} value={code}>
            {`${flag} ${t(`languages.${code}`)}`}
          </option>
        ))}
      </select>
    </div>
  );
});
