/** The Electron shell's isolated game view, as the play pages use it. */
export interface ShellGameView {
  open(url: string, topInset: number): Promise<void>;
  close(): Promise<void>;
}

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
