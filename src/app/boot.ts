import { isOnline, onConnectivityChange } from '../platform/connectivity';
import { listenForInstallPrompt } from '../platform/installPrompt';
import { registerServiceWorker } from '../platform/serviceWorker';
import type { RootStore } from '../stores/RootStore';

/**
 * Start-up calls. The status decides whether the app shows at all; settings load alongside so
 * the first screen already knows which entries to show. The connection is watched from the
 * start, and the installed app's worker offers new versions through the UI store. The browser's
 * offer to install the app is kept for the app page (platform/installPrompt.ts).
 */
export function boot({ system, ui }: RootStore): Promise<void> {
  system.setOnline(isOnline());
  onConnectivityChange(system.setOnline);
  void registerServiceWorker(ui.offerUpdate);
  listenForInstallPrompt();
  return Promise.all([system.loadStatus(), system.loadSettings()]).then(() => undefined);
}
