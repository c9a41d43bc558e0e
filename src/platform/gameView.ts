/** One of the Electron shell's isolated views (a vendor's game, the live chat), as the pages use it. */
export interface ShellView {
  open(url: string, topInset: number): Promise<void>;
  close(): Promise<void>;
}
/** The game view, as the play pages name it. */
export type ShellGameView = ShellView;

/**
 * In Electron, a vendor's game runs in the shell's own view (its own session, no bridge, held to
 * its origin) instead of a frame of the app page; in a browser there is none (null) and the page
 * frames the game.
 */
export function shellGameView(): ShellGameView | null {
  const bridge = window.platform;
  if (!bridge) return null;
  return { open: (url, topInset) => bridge.openGame(url, topInset), close: () => bridge.closeGame() };
}

/**
 * In Electron, the live chat runs in the shell's chat view (in-memory partition `chat`, no bridge,
 * held to the chat page) below the app's bar; in a browser there is none (null) and the app goes
 * to the chat page. A relative address (the platform's own chat page) is made absolute here.
 */
export function shellChatView(): ShellView | null {
  const bridge = window.platform;
  if (!bridge) return null;
  return {
    open: (url, topInset) => bridge.openChat(new URL(url, window.location.href).href, topInset),
    close: () => bridge.closeChat(),
  };
}
