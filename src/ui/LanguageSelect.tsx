import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { shownLocaleOf } from '../i18n';
import { LANGUAGES, localeOf } from '../i18n/languages';
import { useStores } from '../stores/context';

/** Whether a language's own texts have shipped; the others show English, key by key. */
const translated = (code: string) => shownLocaleOf(code) === localeOf(code);

/**
 * Every spec language code with its flag. A language whose texts have not shipped says so in its
 * option, and under the list once chosen: the player is not left wondering why it reads English.
 */
export const LanguageSelect = observer(function LanguageSelect() {
  const { t } = useTranslation();
  const { ui } = useStores();
  const id = useId();
  const noteId = useId();
  const fallback = !translated(ui.language);
  return (
    <div className="setting-row setting-row--wrap">
      <label htmlFor={id}>{t('menu.language')}</label>
      <select
        className="control"
        id={id}
        value={ui.language}
        aria-describedby={fallback ? noteId : undefined}
        onChange={(event) => ui.setLanguage(event.target.value)}
      >
        {LANGUAGES.map(({ code, flag }) => (
          <option key={code} value={code}>
            {`${flag} ${t(`languages.${code}`)}${translated(code) ? '' : ` (${t('menu.inEnglishForNow')})`}`}
          </option>
        ))}
      </select>
      {fallback && (
        <p id={noteId} className="setting-row__note">
          {t('menu.languageFallback', { language: t(`languages.${ui.language}`) })}
        </p>
      )}
    </div>
  );
});
