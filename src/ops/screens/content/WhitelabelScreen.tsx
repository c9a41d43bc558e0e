import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { WHITELABEL_FLAGS } from '../../../../contracts/system';
import { useOpsStore } from '../../stores/context';
import { FormAlert } from '../FormAlert';
import { useFailure } from '../useFailure';
import { contentErrorText } from './contentErrors';
import { useLoad } from './useLoad';
import '../../content.css';

/** /ops/settings/whitelabel (settings.edit): the merchant's feature flags, each switched at once for players' next request. */
export const WhitelabelScreen = observer(function WhitelabelScreen() {
  const { t } = useTranslation();
  const { settings } = useOpsStore();
  const loadError = useLoad(useCallback(() => settings.loadFlags(), [settings]));
  const { error, busy, run } = useFailure(contentErrorText);
  const flags = settings.flags;

  return (
    <section className="ops-screen ops-content" aria-labelledby="ops-whitelabel-title">
      <h1 id="ops-whitelabel-title">{t('ops.settings.whitelabel.heading')}</h1>
      <FormAlert error={loadError ?? error} />
      {flags && (
        <fieldset className="ops-card" disabled={busy}>
          <legend>{t('ops.settings.whitelabel.legend')}</legend>
          {WHITELABEL_FLAGS.map((flag) => (
            <label key={flag} className="ops-content-check">
              <input
                type="checkbox"
                checked={flags[flag] === true}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  void run(() => settings.switchFlag(flag, on));
                }}
              />
              <span>
                {t(`ops.settings.whitelabel.flags.${flag}`)} <code>{flag}</code>
              </span>
            </label>
          ))}
        </fieldset>
      )}
    </section>
  );
});
