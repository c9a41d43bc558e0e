import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffAccount, StaffRole } from '../../../contracts/staff';
import { useOpsStore } from '../stores/context';
import { FormAlert } from './FormAlert';
import { RoleChoices } from './RoleChoices';
import { useFailure } from './useFailure';

/** What an admin is changing on one account, picked in the staff table. */
export type StaffChangeKind = { kind: 'roles' | 'disable' | 'reset'; account: StaffAccount };

const TITLES = { roles: 'ops.staff.editRoles', disable: 'ops.staff.disable', reset: 'ops.staff.reset' } as const;
const SUBMITS = { roles: 'ops.staff.saveRoles', disable: 'ops.staff.confirm', reset: 'ops.staff.resetSubmit' } as const;

/** Changing an account's roles, disabling it after a confirmation, or resetting its sign-in with a reason. */
export function StaffChange({ change, onDone }: { change: StaffChangeKind; onDone: () => void }) {
  const { t } = useTranslation();
  const { staff } = useOpsStore();
  const { account } = change;
  const [roles, setRoles] = useState<StaffRole[]>(account.roles);
  const [reason, setReason] = useState('');
  const { error, setError, busy, run } = useFailure();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (change.kind === 'roles' && roles.length === 0) return setError(t('ops.staff.chooseRole'));
    const calls = {
      roles: () => staff.setRoles(account.staffId, roles),
      disable: () => staff.disable(account.staffId),
      reset: () => staff.reset(account.staffId, reason.trim()),
    };
    if (await run(calls[change.kind])) onDone();
  };
  const title = t(TITLES[change.kind], { username: account.username });
  return (
    <form className="ops-card" aria-label={title} onSubmit={(event) => void submit(event)}>
      <h2>{title}</h2>
      {change.kind === 'roles' && <RoleChoices value={roles} onChange={setRoles} />}
      {change.kind === 'disable' && <p>{t('ops.staff.confirmDisable', { username: account.username })}</p>}
      {change.kind === 'reset' && (
        <>
          <p>{t('ops.staff.confirmReset', { username: account.username })}</p>
          <label className="ops-field">
            <span>{t('ops.staff.reason')}</span>
            <textarea value={reason} onChange={(event) => setReason(event.currentTarget.value)} minLength={5} maxLength={200} required />
          </label>
        </>
      )}
      <FormAlert error={error} />
      <div className="ops-actions">
        <button type="button" className="ops-button ops-button--quiet" onClick={onDone}>
          {t('ops.staff.cancel')}
        </button>
        <button type="submit" className="ops-button" disabled={busy}>
          {t(SUBMITS[change.kind], { username: account.username })}
        </button>
      </div>
    </form>
  );
}
