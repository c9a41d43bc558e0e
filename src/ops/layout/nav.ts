import type { StaffPermission } from '../../../contracts/staff';

/** The console's client routes: under /ops, never where the operator-key API lives (/ops/deposits, …). */
export const OPS_PATHS = {
  home: '/ops',
  signIn: '/ops/sign-in',
  staff: '/ops/staff',
  players: '/ops/players',
  player: '/ops/players/:username',
  adjustments: '/ops/adjustments',
  // Not /ops/audit: the operator-key API has /ops/audit/verify.
  auditTrail: '/ops/audit-trail',
  queueDeposits: '/ops/queues/deposits',
  queueWithdrawals: '/ops/queues/withdrawals',
  queueKyc: '/ops/queues/kyc',
  // Not /ops/chats: the operator-key API answers there.
  chats: '/ops/support/chats',
  reports: '/ops/reports',
  // Not /ops/inbox: the operator-key API's.
  inbox: '/ops/player-inbox',
  contentAnnouncements: '/ops/content/announcements',
  contentHelp: '/ops/content/help',
  contentPromotions: '/ops/content/promotions',
  settingsAccess: '/ops/settings/access',
  settingsWhitelabel: '/ops/settings/whitelabel',
  settingsRegistration: '/ops/settings/registration',
  settingsPayments: '/ops/settings/payment-channels',
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
export const NAV: readonly NavEntry[] = [
  { path: OPS_PATHS.queueDeposits, label: 'ops.nav.deposits', permission: 'deposits.view' },
  { path: OPS_PATHS.queueWithdrawals, label: 'ops.nav.withdrawals', permission: 'withdrawals.view' },
  { path: OPS_PATHS.queueKyc, label: 'ops.nav.kyc', permission: 'kyc.view' },
  { path: OPS_PATHS.chats, label: 'ops.nav.chat', permission: 'chat.answer' },
  { path: OPS_PATHS.inbox, label: 'ops.nav.inbox', permission: 'inbox.send' },
  { path: OPS_PATHS.reports, label: 'ops.nav.reports', permission: 'reports.view' },
  { path: OPS_PATHS.contentAnnouncements, label: 'ops.nav.contentAnnouncements', permission: 'content.edit' },
  { path: OPS_PATHS.contentHelp, label: 'ops.nav.contentHelp', permission: 'content.edit' },
  { path: OPS_PATHS.contentPromotions, label: 'ops.nav.contentPromotions', permission: 'content.edit' },
  { path: OPS_PATHS.settingsAccess, label: 'ops.nav.settingsAccess', permission: 'settings.edit' },
  { path: OPS_PATHS.settingsWhitelabel, label: 'ops.nav.settingsWhitelabel', permission: 'settings.edit' },
  { path: OPS_PATHS.settingsRegistration, label: 'ops.nav.settingsRegistration', permission: 'settings.edit' },
  { path: OPS_PATHS.settingsPayments, label: 'ops.nav.settingsPayments', permission: 'settings.edit' },
  { path: OPS_PATHS.players, label: 'ops.nav.players', permission: 'players.view' },
  { path: OPS_PATHS.adjustments, label: 'ops.nav.adjustments', permission: 'players.adjustApprove' },
  { path: OPS_PATHS.auditTrail, label: 'ops.nav.auditTrail', permission: 'audit.view' },
  { path: OPS_PATHS.staff, label: 'ops.nav.staff', permission: 'staff.manage' },
];

export function navFor(permissions: readonly StaffPermission[]): NavEntry[] {
  return NAV.filter((entry) => permissions.includes(entry.permission));
}
