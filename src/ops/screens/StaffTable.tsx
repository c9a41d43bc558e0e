import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffAccount } from '../../../contracts/staff';
import { GridTable } from './GridTable';
import type { StaffChangeKind } from './StaffChange';

const features = tableFeatures({});
const column = createColumnHelper<typeof features, StaffAccount>();

/**
 * The staff accounts as a grid (TanStack Table: the columns and rows are its; the markup, styles and
 * accessible names are ours). `onChange` opens a change of roles, a sign-in reset or a disabling.
 */
export function StaffTable({ accounts, onChange }: { accounts: StaffAccount[]; onChange: (change: StaffChangeKind) => void }) {
  const { t, i18n } = useTranslation();
  const columns = useMemo(() => {
    const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    return column.columns([
      column.accessor('username', { header: () => t('ops.staff.username') }),
      column.accessor('roles', {
        header: () => t('ops.staff.roles'),
        cell: (info) =>
          info
            .getValue()
            .map((role) => t(`ops.roles.${role}`))
            .join(', '),
      }),
      column.accessor('disabled', {
        header: () => t('ops.staff.status'),
        cell: (info) => t(info.getValue() ? 'ops.staff.disabled' : 'ops.staff.active'),
      }),
      column.accessor('totpEnrolled', {
        header: () => t('ops.staff.twoFactor'),
        cell: (info) => t(info.getValue() ? 'ops.staff.enrolled' : 'ops.staff.notEnrolled'),
      }),
      column.accessor('lastSignInAt', {
        header: () => t('ops.staff.lastSignIn'),
        cell: (info) => {
          const at = info.getValue();
          return at ? when.format(new Date(at)) : t('ops.staff.never');
        },
      }),
      column.display({
        id: 'actions',
        header: () => t('ops.staff.actions'),
        cell: ({ row }) =>
          row.original.disabled ? null : (
            <span className="ops-row-actions">
              <button
                type="button"
                className="ops-button ops-button--quiet"
                onClick={() => onChange({ kind: 'roles', account: row.original })}
              >
                {t('ops.staff.editRoles', { username: row.original.username })}
              </button>
              <button
                type="button"
                className="ops-button ops-button--quiet"
                onClick={() => onChange({ kind: 'reset', account: row.original })}
              >
                {t('ops.staff.reset', { username: row.original.username })}
              </button>
              <button
                type="button"
                className="ops-button ops-button--danger"
                onClick={() => onChange({ kind: 'disable', account: row.original })}
              >
                {t('ops.staff.disable', { username: row.original.username })}
              </button>
            </span>
          ),
      }),
    ]);
  }, [t, i18n.language, onChange]);
  const table = useTable({ features, columns, data: accounts, getRowId: (account) => String(account.staffId) });

  return <GridTable table={table} />;
}
