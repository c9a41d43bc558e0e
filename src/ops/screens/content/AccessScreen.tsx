import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpsStore } from '../../stores/context';
import { FormAlert } from '../FormAlert';
import { useFailure } from '../useFailure';
import { contentErrorText } from './contentErrors';
import { useLoad } from './useLoad';
import '../../content.css';

/** The restricted networks as typed: one IP or CIDR block a line (commas and spaces also part them). */
const networksOf = (text: string) => [...new Set(text.split(/[\s,]+/).filter(Boolean))];

/**
 * /ops/settings/access (settings.edit): maintenance on or off, and the networks refused as a
 * restricted region. Both start from the environment (MAINTENANCE, RESTRICTED_NETWORKS) and
 * apply to players' next request once changed here.
 */
export const AccessScreen = observer(function AccessScreen() {
  const { t } = useTranslation();
  const { settings } = useOpsStore();
  const loadError = useLoad(useCallback(() => settings.loadAccess(), [settings]));
  const access = settings.access;
  const [networks, setNetworks] = useState('');
  const maintenance = useFailure(contentErrorText);
  const network = useFailure(contentErrorText);
  useEffect(() => {
    if (access) setNetworks(access.restrictedNetworks.join('\n'));
  }, [access]);

  const saveNetworks = async (event: FormEvent) => {
    event.preventDefault();
    await network.run(() => settings.changeAccess({ restrictedNetworks: networksOf(networks) }));
  };

  return (
    <section className="ops-screen ops-content" aria-labelledby="ops-access-title">
      <h1 id="ops-access-title">{t('ops.settings.access.heading')}</h1>
      <FormAlert error={loadError} />
      {access && (
        <>
          <section className="ops-card" aria-labelledby="ops-maintenance-title">
            <h2 id="ops-maintenance-title">{t('ops.settings.access.maintenance')}</h2>
            <p role="status">
              {t(access.maintenance ? 'ops.settings.access.maintenanceOn' : 'ops.settings.access.maintenanceOff')}{' '}
              {t(`ops.settings.source.${access.sources.maintenance}`)}
            </p>
            <FormAlert error={maintenance.error} />
            <button
              type="button"
              className={access.maintenance ? 'ops-button' : 'ops-button ops-button--danger'}
              disabled={maintenance.busy}
              onClick={() => void maintenance.run(() => settings.changeAccess({ maintenance: !access.maintenance }))}
            >
              {t(access.maintenance ? 'ops.settings.access.end' : 'ops.settings.access.start')}
            </button>
          </section>
          <form className="ops-card" aria-labelledby="ops-networks-title" onSubmit={(event) => void saveNetworks(event)}>
            <h2 id="ops-networks-title">{t('ops.settings.access.networks')}</h2>
            <p>
              {t('ops.settings.access.networksHint')} {t(`ops.settings.source.${access.sources.restrictedNetworks}`)}
            </p>
            <label className="ops-field">
              <span>{t('ops.settings.access.networksField')}</span>
              <textarea value={networks} rows={6} onChange={(event) => setNetworks(event.currentTarget.value)} spellCheck={false} />
            </label>
            <FormAlert error={network.error} />
            <button type="submit" className="ops-button" disabled={network.busy}>
              {t('ops.content.save')}
            </button>
          </form>
        </>
      )}
    </section>
  );
});
