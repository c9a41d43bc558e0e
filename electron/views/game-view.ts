import type { Rectangle, WebPreferences } from 'electron';
import { attachNavigationGuard, type GuardedContents } from '../navigation/guard';
import { HARDENED_PREFERENCES } from '../windows/options';

/** The part of a game view's session the view locks down. */
export interface GameSessionLike {
  setPermissionRequestHandler(handler: (contents: unknown, permission: string, callback: (granted: boolean) => void) => void): void;
  setPermissionCheckHandler(handler: (contents: unknown, permission: string) => boolean): void;
  on(event: 'will-download', listener: (event: { preventDefault(): void }) => void): unknown;
}

/** The part of Electron's WebContentsView a game view uses. */
export interface GameViewLike {
  webContents: GuardedContents & { close(): void; session: GameSessionLike };
  setBounds(bounds: Rectangle): void;
}

/** A game may go full screen; no camera, microphone, location, clipboard, notification or external-protocol prompt. */
const GAME_PERMISSIONS: ReadonlySet<string> = new Set(['fullscreen']);

/**
 * A game session answers permissions itself: a new session would otherwise grant every request
 * (Electron's default), the app's own handlers covering only the default session. Downloads are
 * refused too, so a vendor page cannot raise a save dialog. Each origin's session is set up once.
 */
export function lockDownGameSession(session: GameSessionLike): void {
  session.setPermissionRequestHandler((_contents, permission, callback) => callback(GAME_PERMISSIONS.has(permission)));
  session.setPermissionCheckHandler((_contents, permission) => GAME_PERMISSIONS.has(permission));
  session.on('will-download', (event) => event.preventDefault());
}

/** The part of the app window that hosts a game view. */
export interface HostWindowLike<V extends GameViewLike> {
  contentView: { addChildView(view: V): void; removeChildView(view: V): void };
  getContentBounds(): Rectangle;
  on(event: 'resize', listener: () => void): unknown;
  removeListener(event: 'resize', listener: () => void): unknown;
}

export class GameOriginError extends Error {
  override name = 'GameOriginError';
}

/**
 * A vendor's game page gets none of the app's powers: its own in-memory session per origin (no
 * cookies or storage shared with the app or another vendor), a sandboxed renderer, no preload
 * (so no bridge), no Node.
 */
export function gameViewPreferences(gameOrigin: string, devTools: boolean): WebPreferences {
  return { ...HARDENED_PREFERENCES, partition: `game-${new URL(gameOrigin).host.replace(/[^a-z0-9.-]/gi, '_')}`, devTools };
}

/** Where the game sits: the whole window below the app's own bar of `topInset` pixels. */
export function gameBounds(content: Rectangle, topInset: number): Rectangle {
  const top = Math.min(Math.max(0, Math.round(topInset)), content.height);
  return { x: 0, y: top, width: content.width, height: content.height - top };
}

interface GameViewsDeps<V extends GameViewLike> {
  window: HostWindowLike<V>;
  createView: (preferences: WebPreferences) => V;
  /** The vendors' origins the shell may show (PINOY_GAME_ORIGINS). */
  gameOrigins: readonly string[];
  /** The shell's one gate to the system browser (refuses in kiosk mode). */
  openExternal: (url: string) => boolean;
  devTools: boolean;
}

/**
 * One game at a time, in an isolated view laid over the app window (DESIGN "views/"): opened
 * on a configured vendor origin only, held to that origin (anything else goes to the system
 * browser, or nowhere in a kiosk), resized with the window, and destroyed when the player
 * leaves the game, so nothing of it keeps running.
 */
export class GameViews<V extends GameViewLike> {
  private current: { view: V; onResize: () => void } | null = null;
  private readonly lockedSessions = new WeakSet<GameSessionLike>();

  constructor(private readonly deps: GameViewsDeps<V>) {}

  open(url: string, topInset: number): void {
    const origin = new URL(url).origin;
    if (!this.deps.gameOrigins.includes(origin)) throw new GameOriginError(`not a game origin: ${origin}`);
    this.close();
    const view = this.deps.createView(gameViewPreferences(origin, this.deps.devTools));
    const session = view.webContents.session;
    if (!this.lockedSessions.has(session)) {
      lockDownGameSession(session);
      this.lockedSessions.add(session);
    }
    attachNavigationGuard(view.webContents, origin, this.deps.openExternal);
    const onResize = () => view.setBounds(gameBounds(this.deps.window.getContentBounds(), topInset));
    onResize();
    this.deps.window.on('resize', onResize);
    this.deps.window.contentView.addChildView(view);
    this.current = { view, onResize };
    view.webContents.loadURL(url).catch((error: unknown) => console.error('game page failed to load', error));
  }

  close(): void {
    if (!this.current) return;
    const { view, onResize } = this.current;
    this.current = null;
    this.deps.window.removeListener('resize', onResize);
    this.deps.window.contentView.removeChildView(view);
    view.webContents.close();
  }
}
