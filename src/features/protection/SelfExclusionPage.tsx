import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { SELF_EXCLUSION_DURATIONS } from '../../../contracts/protection-constants';
import type { BlockView } from '../../api/protection';
import { formatTime } from '../../lib/formatTime';
import { useStores } from '../../stores/context';
import { FormError } from '../../ui/form/FormError';
import { LoadStatus } from '../../ui/LoadStatus';
import { BlockedNotice } from './BlockedNotice';
import { BreakForm } from './BreakForm';
import { breakEnd } from './breakEnd';
import { useProtectionAction } from './useProtectionAction';
import { useProtectionState } from './useProtectionState';
import './protection.css';

/** Ending a self-exclusion: never in its first 6 months, then asked for and confirmed 24 hours later. */
const Revocation = observer(function Revocation({ block, run }: { block: BlockView; run: ReturnType<typeof useProtectionAction>['run'] }) {
  const { t } = useTranslation();
  const { protection } = useStores();
  if (!block.revocableFrom) return <p>{t('protection.exclusion.irrevocable')}</p>;
  const now = Date.now();
  if (now < Date.parse(block.revocableFrom))
    return <p>{t('protection.exclusion.revocableFrom', { time: formatTime(block.revocableFrom) })}</p>;
  if (!block.revocation) {
    return (
      <button
        type="button"
        className="btn btn--ghost btn--block"
        onClick={() => void run(protection.requestRevocation, 'protection.exclusion.revokeAsked')}
      >
        {t('protection.exclusion.requestRevoke')}
      </button>
    );
  }
  const confirmableAt = block.revocation.confirmableAt;
  return (
    <>
      <p role="status">{t('protection.exclusion.revokeRequested', { time: formatTime(confirmableAt) })}</p>
      <button
        type="button"
        className="btn btn--ghost btn--block"
        disabled={now < Date.parse(confirmableAt)}
        onClick={() => void run(protection.confirmRevocation, 'protection.exclusion.revoked')}
      >
        {t('protection.exclusion.confirmRevoke')}
      </button>
    </>
  );
});

/**
 * /m/member/protection/selfExclusion: 6 months, 1 or 5 years, taken only after the player ticks that
 * they understood and confirms; a running self-exclusion shows its end and, after its first
 * 6 months, the way to end it.
 */
export default observer(function SelfExclusionPage() {
  const { t } = useTranslation();
  const { protection } = useStores();
  const { loaded, state } = useProtectionState();
  const { error, run } = useProtectionAction();
  const block = state?.block ?? null;

  return (
    <section className="page protection">
      {!state && <LoadStatus loaded={loaded} />}
      {block && <BlockedNotice block={block} />}
      <p className="protection__intro">{t('protection.exclusion.explain')}</p>
      {block?.kind === 'self_exclusion' && <Revocation block={block} run={run} />}
      {state && block?.kind !== 'self_exclusion' && (
        <BreakForm
          durations={SELF_EXCLUSION_DURATIONS}
          texts="protection.exclusion"
          acknowledgement={t('protection.exclusion.acknowledge')}
          endOf={(duration) => breakEnd(duration)}
          onTake={(duration) => void run(() => protection.selfExclude(duration), 'protection.exclusion.taken')}
        />
      )}
      <FormError error={error} />
    </section>
  );
});
