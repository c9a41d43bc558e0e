/**
 * A moment the player is shown (a login, a session's last activity) in their language and the
 * device's time zone: "9 May 2026, 6:15 pm". Intl, not a date library, so home (which shows the
 * last login) carries no extra code.
 */
export function formatWhen(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  }
}
