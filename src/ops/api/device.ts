/** Where the console keeps this browser's device id (the server binds a staff session to it). */
export const DEVICE_KEY = 'opsDevice';

/**
 * This browser's device id: made once, at random, and kept in localStorage, so a stolen token is
 * refused from another browser (the server checks it against the session's). Sent as X-Staff-Device.
 */
export function deviceId(storage: Storage): string {
  const kept = storage.getItem(DEVICE_KEY);
  if (kept) return kept;
  const made = crypto.randomUUID();
  storage.setItem(DEVICE_KEY, made);
  return made;
}
