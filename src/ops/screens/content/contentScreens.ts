import type { ComponentType } from 'react';
import type { StaffPermission } from '../../../../contracts/staff';
import { OPS_PATHS } from '../../layout/nav';
import { AccessScreen } from './AccessScreen';
import { AnnouncementsScreen } from './AnnouncementsScreen';
import { HelpTopicsScreen } from './HelpTopicsScreen';
import { PaymentChannelsScreen } from './PaymentChannelsScreen';
import { PromotionsScreen } from './PromotionsScreen';
import { RegistrationScreen } from './RegistrationScreen';
import { WhitelabelScreen } from './WhitelabelScreen';

/** The content (content.edit) and settings (settings.edit) screens, each at its path: OpsApp.tsx routes them. */
export const CONTENT_SCREENS: readonly { path: string; permission: StaffPermission; Screen: ComponentType }[] = [
  { path: OPS_PATHS.contentAnnouncements, permission: 'content.edit', Screen: AnnouncementsScreen },
  { path: OPS_PATHS.contentHelp, permission: 'content.edit', Screen: HelpTopicsScreen },
  { path: OPS_PATHS.contentPromotions, permission: 'content.edit', Screen: PromotionsScreen },
  { path: OPS_PATHS.settingsAccess, permission: 'settings.edit', Screen: AccessScreen },
  { path: OPS_PATHS.settingsWhitelabel, permission: 'settings.edit', Screen: WhitelabelScreen },
  { path: OPS_PATHS.settingsRegistration, permission: 'settings.edit', Screen: RegistrationScreen },
  { path: OPS_PATHS.settingsPayments, permission: 'settings.edit', Screen: PaymentChannelsScreen },
];
