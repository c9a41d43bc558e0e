import type { Rectangle, WebPreferences } from 'electron';
import { isAllowedNavigation } from '../navigation/allow-list';
import { attachGuard, type GuardedContents } from '../navigation/guard';
import { HARDENED_PREFERENCES } from '../windows/options';

/** The part of an isolated view's session the view locks down. */
export interface ViewSessionLike {
  setPermissionRequestHandler(handler: (contents: unknown, permission: string, callback: (granted: boolean) => void) => void): void;
  setPermissionCheckHandler(handler: (contents: unknown, permission: string) => boolean): void;
  on(event: 'will-download', listener: (event: { preventDefault(): void }) => void): unknown;
}

/** The part of Electron's WebContentsView an isolated view uses. */
export interface IsolatedViewLike {
  webContents: GuardedContents & { close(): void; session: ViewSessionLike };
  setBounds(bounds: Rectangle): void;
  setVisible(visible: boolean): void;
}

/** The part of the app window that hosts an isolated view. */
export interface HostWindowLike<V extends IsolatedViewLike> {
  contentView: { addChildView(view: V): void; removeChildView(view: V): void };
  getContentBounds(): Rectangle;
  on(event: 'resize', listener: () => void): unknown;
  removeListener(event: 'resize', listener: () => void): unknown;
}

/**
 * What kind of page a set of views shows (a vendor's game, the live chat): which origins it may
 * open, in which partition, and which permissions those pages get.
 */
export interface ViewPolicy {
  /** For error messages: "game", "chat". */
  name: string;
  /** The in-memory partition a page of this origin runs in, or null when the origin is refused. */
  partitionFor(origin: string): string | null;
  /** Every partition this policy can hand out (the kiosk's idle reset clears them all). */
  partitions: readonly string[];
  permissions: ReadonlySet<string>;
  /** A link out of the page that means "back to the app" (the chat page's back link): it closes the view. */
  isExit?(url: string, page: URL): boolean;
}

export class ViewOriginError extends Error {
  override name = 'ViewOriginError';
}

/**
 * A view's session answers permissions itself: a new session would otherwise grant every request
 * (Electron's default), the app's own handlers covering only the default session. Downloads are
 * refused too, so a page cannot raise a save dialog. Each session is set up once.
 */
export function lockDownSession(session: ViewSessionLike, permissions: ReadonlySet<string>): void {
  session.setPermissionRequestHandler((_contents, permission, callback) => callback(permissions.has(permission)));
  session.setPermissionCheckHandler((_contents, permission) => permissions.has(permission));
  session.on('will-download', (event) => event.preventDefault());
}

/**
 * A page in an isolated view gets none of the app's powers: an in-memory session of its own (no
 * "persist:", so nothing reaches the disk, and never the app's cookies or storage), a sandboxed
 * renderer, no preload (so no bridge), no Node.
 */
export function isolatedViewPreferences(partition: string, devTools: boolean): WebPreferences {
  return { ...HARDENED_PREFERENCES, partition, devTools };
}

/** Where the view sits: the whole window below the app's own bar of `topInset` pixels. */
export function viewBounds(content: Rectangle, topInset: number): Rectangle {
  const top = Math.min(Math.max(0, Math.round(topInset)), content.height);
  return { x: 0, y: top, width: content.width, height: content.height - top };
}

export interface IsolatedViewsDeps<V extends IsolatedViewLike> {
  window: HostWindowLike<V>;
  createView: (preferences: WebPreferences) => V;
  policy: ViewPolicy;
  /** The shell's one gate to the system browser (refuses in kiosk mode). */
  openExternal: (url: string) => boolean;
  devTools: boolean;
  /** Called with each new view before it loads (the kiosk's page style, its idle watch). */
  onCreated?: (view: V) => void;
  /** The page went back to the app by itself (policy.isExit): the view is closed already. */
  onExit?: () => void;
}

/**
 * One page at a time in an isolated view laid over the app window (DESIGN "views/"): opened on
 * an origin the policy allows only, held to that origin (anything else goes to the system
 * browser, or nowhere in a kiosk), resized with the window, and destroyed when the player leaves
 * it, so nothing of it keeps running.
 */
export class IsolatedViews<V extends IsolatedViewLike> {
  private current: { view: V; onResize: () => void } | null = null;
  private hidden = false;
  private readonly lockedSessions = new WeakSet<ViewSessionLike>();

  constructor(private readonly deps: IsolatedViewsDeps<V>) {}

  open(url: string, topInset: number): void {
    const { policy } = this.deps;
    const page = new URL(url);
    const { origin } = page;
    const partition = policy.partitionFor(origin);
    if (partition === null) throw new ViewOriginError(`not a ${policy.name} origin: ${origin}`);
    this.close();
    const view = this.deps.createView(isolatedViewPreferences(partition, this.deps.devTools));
    const session = view.webContents.session;
    if (!this.lockedSessions.has(session)) {
      lockDownSession(session, policy.permissions);
      this.lockedSessions.add(session);
    }
    const isExit = (target: string) => policy.isExit?.(target, page) ?? false;
    // Held to its origin: other links go to the system browser (or nowhere in a kiosk), an exit closes the view.
    attachGuard(view.webContents, {
      isAllowed: (target) => isAllowedNavigation(target, origin) && !isExit(target),
      onRefused: (target) => {
        if (!isExit(target)) return void this.deps.openExternal(target);
        this.close();
        this.deps.onExit?.();
      },
    });
    this.deps.onCreated?.(view);
    const onResize = () => view.setBounds(viewBounds(this.deps.window.getContentBounds(), topInset));
    onResize();
    this.deps.window.on('resize', onResize);
    view.setVisible(!this.hidden);
    this.deps.window.contentView.addChildView(view);
    this.current = { view, onResize };
    view.webContents.loadURL(url).catch((error: unknown) => console.error(`${policy.name} page failed to load`, error));
  }

  /**
   * Takes the view off the screen, running, while the app page must be seen above everything
   * (the kiosk's idle warning, which the view would cover), and puts it back.
   */
  setHidden(hidden: boolean): void {
    this.hidden = hidden;
    this.current?.view.setVisible(!hidden);
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
