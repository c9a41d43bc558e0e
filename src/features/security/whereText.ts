import type { TFunction } from 'i18next';

/** Where a session was opened, as the player is shown it: "203.0.113.7 · Chrome, Android", or "unknown device". */
export function whereText(t: TFunction, origin: { ip: string | null; device: string | null }): string {
  const parts = [origin.ip, origin.device].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : t('lastLogin.unknownPlace');
}
