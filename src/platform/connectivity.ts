/** Whether the device has a network at all (a phone in airplane mode, a venue with its line down). */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Calls back whenever the device goes on or off line; returns the function that stops listening. */
export function onConnectivityChange(callback: (online: boolean) => void): () => void {
  const online = () => callback(true);
  const offline = () => callback(false);
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
}
