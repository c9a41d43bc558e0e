import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffRole } from '../../../contracts/staff';
import { useOpsStore } from '../stores/context';
import { CopyValue } from './CopyValue';
import { FormAlert } from './FormAlert';
import { RoleChoices } from './RoleChoices';
import { useFailure } from './useFailure';

/** The contract's username rule (StaffCreateBody.username), checked by the browser before sending. */
const USERNAME_PATTERN = '[a-z][a-z0-9._\\-]{2,31}';

/**
 * A new staff account with its roles. The one-time password of an account just made or reset is
 * shown here once, to copy and hand over.
 */
export const CreateStaffForm = observer(function CreateStaffForm() {
  const { t } = useTranslation();
  const { staff } = useOpsStore();
  const [username, setUsername] = useState('');
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const { error, setError, busy, run } = useFailure();
  const created = staff.created;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (roles.length === 0) return setError(t('ops.staff.chooseRole'));
    if (await run(() => staff.create({ username, roles }))) {
      setUsername('');
      setRoles([]);
    }
  };

  if (created) {
    return (
      <section className="ops-card" aria-labelledby="ops-created">
        <h2 id="ops-created">
          {t(created.reset ? 'ops.staff.resetTitle' : 'ops.staff.createdTitle', { username: created.account.username })}
        </h2>
        <p>{t('ops.staff.createdHint')}</p>
        <CopyValue label={t('ops.staff.oneTimePassword')} value={created.oneTimePassword} />
        <button type="button" className="ops-button" onClick={() => staff.forgetCreated()}>
          {t('ops.staff.done')}
        </button>
      </section>
    );
  }
  return (
    <form className="ops-card" aria-labelledby="ops-create" onSubmit={(event) => void submit(event)}>
      <h2 id="ops-create">{t('ops.staff.create')}</h2>
      <label className="ops-field">
        <span>{t('ops.staff.username')}</span>
        <input
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value.toLowerCase())}
          pattern={USERNAME_PATTERN}
          title={t('ops.staff.usernameRule')}
          autoComplete="off"
          required
        />
      </label>
      <RoleChoices value={roles} onChange={setRoles} />
      <FormAlert error={error} />
      <button type="submit" className="ops-button" disabled={busy || !username}>
        {t('ops.staff.createSubmit')}
      </button>
    </form>
  );
});
