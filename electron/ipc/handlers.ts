import { CHANNELS, METHODS, type Method, type Result } from './channels';
import { isTrustedSender, type SenderEvent, type TrustedSenderRules } from './sender';
import { VALIDATORS, type ValidArgs } from './validate';

/** The services behind the bridge: one function per method, called with validated arguments. */
export type Handlers = { [M in Method]: (...args: ValidArgs<M>) => Result<M> | Promise<Result<M>> };

/** The part of Electron's `ipcMain` used here. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: SenderEvent, ...args: unknown[]) => unknown): void;
}

/** Raised to the renderer when a message comes from a frame that is not the app's own. */
export class UntrustedSenderError extends Error {
  override name = 'UntrustedSenderError';
}

/**
 * Registers one `ipcMain.handle` per channel. Each checks the sender first, then the
 * arguments, and only then calls its service, so no service ever sees untrusted input.
 */
export function registerHandlers(ipcMain: IpcMainLike, handlers: Handlers, trust: TrustedSenderRules): void {
  for (const method of METHODS) {
    ipcMain.handle(CHANNELS[method], (event, ...raw) => {
      if (!isTrustedSender(event, trust)) throw new UntrustedSenderError(`refused ${CHANNELS[method]}`);
      const args = VALIDATORS[method](raw);
      return (handlers[method] as (...a: typeof args) => unknown)(...args);
    });
  }
}
