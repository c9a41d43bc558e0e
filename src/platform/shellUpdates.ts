import type { ShellKind, UpdateStatus } from '../../contracts/platform-bridge';
import { onShellEvent } from './shellEvents';

/** The Electron shell's updater, as the update banner uses it. */
export interface ShellUpdates {
  kind(): Promise<ShellKind>;
  /** Where the updater is now (it may have moved on before the page loaded). */
  status(): Promise<UpdateStatus>;
  /** Every later change, pushed by the main process; returns the unsubscribe. */
  onStatus(listener: (status: UpdateStatus) => void): () => void;
  /** Restart into the downloaded update (a desktop player's choice). */
  install(): Promise<void>;
}

/** In Electron, the shell's updater; in a browser there is none (null): the service worker updates the web app. */
export function shellUpdates(): ShellUpdates | null {
  const bridge = window.platform;
  if (!bridge) return null;
  return {
    kind: async () => (await bridge.appInfo()).kind,
    status: () => bridge.updateStatus(),
    onStatus: (listener) =>
      onShellEvent((event) => {
        if (event.type === 'update') listener(event.status);
      }),
    install: () => bridge.installUpdate(),
  };
}
