import type { StaffPermission } from '../../../contracts/staff';

/** The console's client routes: under /ops, never where the operator-key API lives (/ops/deposits, …). */
export const OPS_PATHS = {
  home: '/ops',
  signIn: '/ops/sign-in',
  staff: '/ops/staff',
} as const;

export interface NavEntry {
  path: string;
  /** i18n key of its label. */
  label: string;
  permission: StaffPermission;
}

/**
 * The left navigation, by permission. Only built screens are here: a queue, the players, live
 * chat, the inbox, content, reports and the audit trail each add their entry with their screen
 * (queues under /ops/queues/…, so no path meets the operator-key API's).
 */
export const NAV: readonly NavEntry[] = [{ path: OPS_PATHS.staff, label: 'ops.nav.staff', permission: 'staff.manage' }];

export function navFor(permissions: readonly StaffPermission[]): NavEntry[] {
  return NAV.filter((entry) => permissions.includes(entry.permission));
}
