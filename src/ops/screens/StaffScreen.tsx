import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpsStore } from '../stores/context';
import { errorText } from '../errorText';
import { CreateStaffForm } from './CreateStaffForm';
import { FormAlert } from './FormAlert';
import { StaffChange, type StaffChangeKind } from './StaffChange';
import { StaffTable } from './StaffTable';

/** /ops/staff (staff.manage): the accounts, a new one with its roles, a change of roles, a disabling. */
export const StaffScreen = observer(function StaffScreen() {
  const { t } = useTranslation();
  const { staff } = useOpsStore();
  const [change, setChange] = useState<StaffChangeKind | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    staff.load().catch((error: unknown) => setLoadError(errorText(t, error)));
  }, [staff, t]);
  const pick = useCallback((picked: StaffChangeKind) => setChange(picked), []);

  return (
    <section className="ops-screen" aria-labelledby="ops-staff-title">
      <h1 id="ops-staff-title">{t('ops.staff.title')}</h1>
      <FormAlert error={loadError} />
      {staff.loading && staff.accounts.length === 0 ? (
        <p role="status">{t('ops.staff.loading')}</p>
      ) : staff.accounts.length === 0 ? (
        <p>{t('ops.staff.empty')}</p>
      ) : (
        <StaffTable accounts={staff.accounts} onChange={pick} />
      )}
      {change && <StaffChange key={`${change.kind}-${change.account.staffId}`} change={change} onDone={() => setChange(null)} />}
      <CreateStaffForm />
    </section>
  );
});
