import type { ShellEvent } from '../../contracts/platform-bridge';
import { SHELL_EVENT_CHANNEL } from './channels';

/** The part of the app window's WebContents an event is sent to. */
export interface EventTargetContents {
  isDestroyed(): boolean;
  send(channel: string, payload: ShellEvent): void;
}

/**
 * Sends a ShellEvent to the app page, if there is one. Only the app window's own contents ever
 * get events (never a game or chat view: they have no preload to receive them anyway).
 */
export function createShellEventSender(target: () => EventTargetContents | null): (event: ShellEvent) => void {
  return (event) => {
    const contents = target();
    if (contents && !contents.isDestroyed()) contents.send(SHELL_EVENT_CHANNEL, event);
  };
}
