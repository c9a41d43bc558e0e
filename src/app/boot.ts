import type { RootStore } from '../stores/RootStore';

/**
 * Start-up calls. The status decides whether the app shows at all; settings load alongside so
 * the first screen already knows which entries to show.
 */
export function boot({ system }: RootStore): Promise<void> {
  return Promise.all([system.loadStatus(), system.loadSettings()]).then(() => undefined);
}
