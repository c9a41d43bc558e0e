import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffAccount, StaffRole } from '../../../contracts/staff';
import { useOpsStore } from '../stores/context';
import { FormAlert } from './FormAlert';
import { RoleChoices } from './RoleChoices';
import { useFailure } from './useFailure';

/** What an admin is changing on one account, picked in the staff table. */
export type StaffChangeKind = { kind: 'roles' | 'disable'; account: StaffAccount };

/** Changing an account's roles, or disabling it after a confirmation. */
export function StaffChange({ change, onDone }: { change: StaffChangeKind; onDone: () => void }) {
  const { t } = useTranslation();
  const { staff } = useOpsStore();
  const { account } = change;
  const [roles, setRoles] = useState<StaffRole[]>(account.roles);
  const { error, setError, busy, run } = useFailure();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (change.kind === 'roles' && roles.length === 0) return setError(t('ops.staff.chooseRole'));
    const call = change.kind === 'roles' ? () => staff.setRoles(account.staffId, roles) : () => staff.disable(account.staffId);
    if (await run(call)) onDone();
  };
  const title =
    change.kind === 'roles'
      ? t('ops.staff.editRoles', { username: account.username })
      : t('ops.staff.disable', { username: account.username });
  return (
    <form className="ops-card" aria-label={title} onSubmit={(event) => void submit(event)}>
      <h2>{title}</h2>
      {change.kind === 'roles' ? (
        <RoleChoices value={roles} onChange={setRoles} />
      ) : (
        <p>{t('ops.staff.confirmDisable', { username: account.username })}</p>
      )}
      <FormAlert error={error} />
      <div className="ops-actions">
        <button type="button" className="ops-button ops-button--quiet" onClick={onDone}>
          {t('ops.staff.cancel')}
        </button>
        <button type="submit" className="ops-button" disabled={busy}>
          {change.kind === 'roles' ? t('ops.staff.saveRoles') : t('ops.staff.confirm')}
        </button>
      </div>
    </form>
  );
}
