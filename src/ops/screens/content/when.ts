/** An instant as a datetime-local field shows it (the browser's time zone); '' for none. */
export function localInputOf(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A datetime-local field's value as an instant; null when empty. */
export function instantOf(local: string): string | null {
  return local ? new Date(local).toISOString() : null;
}

/** An instant for a grid cell. */
export function shownAt(iso: string | null, language: string): string {
  return iso ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '';
}
