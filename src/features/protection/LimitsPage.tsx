import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMIT_KINDS, type LimitKind } from '../../../contracts/protection-constants';
import { LoadStatus } from '../../ui/LoadStatus';
import { Tabs } from '../../ui/Tabs';
import { LimitCard } from './LimitCard';
import { useProtectionState } from './useProtectionState';
import './protection.css';

/** /m/member/protection/limits: deposit, loss and wager limits by day, week and month, and the session time limit. */
export default observer(function LimitsPage() {
  const { t } = useTranslation();
  const { loaded, state } = useProtectionState();
  const [kind, setKind] = useState<LimitKind>('deposit');

  return (
    <section className="page protection">
      <Tabs
        label={t('protection.links.limits')}
        tabs={LIMIT_KINDS.map((id) => ({ id, label: t(`protection.kinds.${id}`) }))}
        value={kind}
        onChange={setKind}
      />
      <p className="protection__intro">{t(`protection.kindHelp.${kind}`)}</p>
      {!state && <LoadStatus loaded={loaded} />}
      {state?.limits
        .filter((limit) => limit.kind === kind)
        .map((limit) => (
          <LimitCard key={`${limit.kind}:${limit.period}`} limit={limit} />
        ))}
    </section>
  );
});
