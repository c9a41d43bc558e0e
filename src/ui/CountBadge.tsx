import { useTranslation } from 'react-i18next';
import './CountBadge.css';

/** SPEC §9: a badge shows the count up to 99, then 99+. */
export const BADGE_CAP = 99;

export function badgeText(count: number): string {
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

/**
 * An unread count beside a row: nothing at zero. The number is shown; assistive tech hears the
 * whole phrase ("12 unread") instead, so the row's name says what the number means.
 */
export function CountBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <span className="count-badge">
      <span aria-hidden="true">{badgeText(count)}</span>
      <span className="visually-hidden">{t('common.unreadCount', { count: badgeText(count) })}</span>
    </span>
  );
}
