import { isHttpUrl } from '../../contracts/constants';
import { isElectron } from './appInfo';
import { openExternal } from './openExternal';

/**
 * How a payment provider's hosted page was opened: in this tab (the app is left; the provider
 * sends the player back to /m/depositResult), in the system browser (the desktop shell keeps its
 * window on the app's own origin, so the app stays and waits for the result), or not at all
 * (not an http(s) address).
 */
export type Departure = 'left' | 'external' | 'refused';

/**
 * Opens another origin's page the player must use whole, such as a payment provider's checkout.
 * The one place the app leaves itself, so tests can stand in for it.
 */
export async function leaveAppFor(url: string): Promise<Departure> {
  if (!isHttpUrl(url)) return 'refused';
  if (isElectron()) return (await openExternal(url)) ? 'external' : 'refused';
  window.location.assign(url);
  return 'left';
}

/**
 * Goes, in this tab, to a page of the service that is not part of the app (the live chat's page,
 * whose back link returns here). A relative address stays on the platform's origin.
 */
export function goToServicePage(url: string): void {
  window.location.assign(url);
}
