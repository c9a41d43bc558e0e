import type { ShellEvent } from '../../contracts/platform-bridge';

/**
 * Listens to what the Electron shell's main process tells the page (the kiosk's idle countdown,
 * the chat view closing, updates). On the web there is no shell: nothing ever arrives and
 * unsubscribing does nothing.
 */
export function onShellEvent(listener: (event: ShellEvent) => void): () => void {
  const bridge = window.platform;
  return bridge ? bridge.onShellEvent(listener) : () => undefined;
}

/** Someone answered the kiosk's idle warning: the main process stops the countdown. */
export async function answerIdleWarning(): Promise<void> {
  await window.platform?.stillHere();
}

/** The page signed the player out after `idleSignOut`: the main process wipes the session and goes home. */
export async function reportIdleSignedOut(): Promise<void> {
  await window.platform?.idleSignedOut();
}
