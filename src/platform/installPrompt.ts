/**
 * The browser's own "install this app" offer (Chromium's beforeinstallprompt). The event fires
 * once, soon after a page loads, and only when the app can be installed and is not already: it is
 * kept from the start (boot.ts) so the app page can offer "Add to home screen" whenever the
 * player gets there. Browsers without it (Safari, Firefox) never fire it, and the offer stays hidden.
 */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;
let listening = false;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export function listenForInstallPrompt(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // The browser's mini bar would offer it at a moment of its choosing; the app page offers it instead.
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    changed();
  });
}

export function canOfferInstall(): boolean {
  return deferred !== null;
}

/** Calls `listener` whenever the offer comes or goes; returns the unsubscribe. */
export function onInstallOfferChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install dialog; resolves whether the player installed. The offer is spent either way. */
export async function offerInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  changed();
  await event.prompt();
  return (await event.userChoice).outcome === 'accepted';
}
