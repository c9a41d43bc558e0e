import { isShellEvent, type ShellEvent, type WindowPlatform } from '../../contracts/platform-bridge';
import { CHANNELS, SHELL_EVENT_CHANNEL, type Args, type Method, type Result } from './channels';

/** `ipcRenderer.invoke`, narrowed to what the bridge needs; the page never sees it. */
export type Invoke = (channel: string, ...args: unknown[]) => Promise<unknown>;

/** The part of `ipcRenderer` the event subscription uses. */
export interface IpcRendererEvents {
  on(channel: string, listener: (event: unknown, payload: unknown) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, payload: unknown) => void): unknown;
}

/**
 * `onShellEvent`: the page's listener sees only well-formed ShellEvents from the one event
 * channel, never Electron's event object (it carries the sender).
 */
export function createShellEventSubscription(ipc: IpcRendererEvents) {
  return (listener: (event: ShellEvent) => void): (() => void) => {
    const forward = (_event: unknown, payload: unknown) => {
      if (isShellEvent(payload)) listener(payload);
      else console.error('ignored a malformed shell event');
    };
    ipc.on(SHELL_EVENT_CHANNEL, forward);
    return () => void ipc.removeListener(SHELL_EVENT_CHANNEL, forward);
  };
}

/**
 * The object behind `window.platform`: one closure per method, each bound to its channel.
 * Listed method by method so the compiler checks it against PlatformBridge.
 */
export function createBridge(invoke: Invoke, onShellEvent: WindowPlatform['onShellEvent']): WindowPlatform {
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
    installUpdate: call('installUpdate'),
    openGame: call('openGame'),
    closeGame: call('closeGame'),
    openChat: call('openChat'),
    closeChat: call('closeChat'),
    stillHere: call('stillHere'),
    idleSignedOut: call('idleSignedOut'),
    onShellEvent,
  });
}
