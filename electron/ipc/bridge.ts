import type { PlatformBridge } from '../../contracts/platform-bridge';
import { CHANNELS, type Args, type Method, type Result } from './channels';

/** `ipcRenderer.invoke`, narrowed to what the bridge needs; the page never sees it. */
export type Invoke = (channel: string, ...args: unknown[]) => Promise<unknown>;

/**
 * The object behind `window.platform`: one closure per method, each bound to its channel.
 * Listed method by method so the compiler checks it against PlatformBridge.
 */
export function createBridge(invoke: Invoke): PlatformBridge {
  const call =
    <M extends Method>(method: M) =>
    (...args: Args<M>): Promise<Result<M>> =>
      invoke(CHANNELS[method], ...args) as Promise<Result<M>>;
  return Object.freeze({
    appInfo: call('appInfo'),
    secureGet: call('secureGet'),
    secureSet: call('secureSet'),
    secureDelete: call('secureDelete'),
    openExternal: call('openExternal'),
    updateStatus: call('updateStatus'),
    openGame: call('openGame'),
    closeGame: call('closeGame'),
  });
}
