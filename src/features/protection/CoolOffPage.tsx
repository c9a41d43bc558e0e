import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { COOL_OFF_DURATIONS } from '../../../contracts/protection-constants';
import { useStores } from '../../stores/context';
import { FormError } from '../../ui/form/FormError';
import { LoadStatus } from '../../ui/LoadStatus';
import { BlockedNotice } from './BlockedNotice';
import { BreakForm } from './BreakForm';
import { breakEnd } from './breakEnd';
import { useProtectionAction } from './useProtectionAction';
import { useProtectionState } from './useProtectionState';
import './protection.css';

/** /m/member/protection/coolOff: a break of 24 hours, 7 or 30 days, confirmed, that runs its course. */
export default observer(function CoolOffPage() {
  const { t } = useTranslation();
  const { protection } = useStores();
  const { loaded, state } = useProtectionState();
  const { error, run } = useProtectionAction();

  return (
    <section className="page protection">
      {!state && <LoadStatus loaded={loaded} />}
      {state?.block && <BlockedNotice block={state.block} />}
      <p className="protection__intro">{t('protection.breaks.explain')}</p>
      {state && !state.block && (
        <BreakForm
          durations={COOL_OFF_DURATIONS}
          texts="protection.breaks"
          endOf={(duration) => breakEnd(duration)}
          onTake={(duration) => void run(() => protection.coolOff(duration), 'protection.breaks.taken')}
        />
      )}
      <FormError error={error} />
    </section>
  );
});
