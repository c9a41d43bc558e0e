import { useTranslation } from 'react-i18next';
import { STAFF_ROLES, type StaffRole } from '../../../contracts/staff';

/** The roles as checkboxes, in the contract's order (creating an account, changing its roles). */
export function RoleChoices({ value, onChange }: { value: readonly StaffRole[]; onChange: (roles: StaffRole[]) => void }) {
  const { t } = useTranslation();
  const toggle = (role: StaffRole, on: boolean) => onChange(STAFF_ROLES.filter((r) => (r === role ? on : value.includes(r))));
  return (
    <fieldset className="ops-roles">
      <legend>{t('ops.staff.roles')}</legend>
      {STAFF_ROLES.map((role) => (
        <label key={role}>
          <input type="checkbox" checked={value.includes(role)} onChange={(event) => toggle(role, event.currentTarget.checked)} />
          {t(`ops.roles.${role}`)}
        </label>
      ))}
    </fieldset>
  );
}
