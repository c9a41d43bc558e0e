import type { Rectangle, WebPreferences } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import {
  GameOriginError,
  GameViews,
  gameBounds,
  gameViewPreferences,
  type GameSessionLike,
  type GameViewLike,
  type HostWindowLike,
} from './game-view';

const GAME = 'http://localhost:8081';

type Listener = (event: { preventDefault(): void }, url: string) => void;

/** A game session: the handlers and listeners the game view sets on it. */
type RequestHandler = (contents: unknown, permission: string, callback: (granted: boolean) => void) => void;
type CheckHandler = (contents: unknown, permission: string) => boolean;
type DownloadListener = (event: { preventDefault(): void }) => void;

function fakeSession() {
  const session: GameSessionLike & { request?: RequestHandler; check?: CheckHandler; downloadListeners: DownloadListener[] } = {
    downloadListeners: [],
    setPermissionRequestHandler: (handler) => void (session.request = handler),
    setPermissionCheckHandler: (handler) => void (session.check = handler),
    on: (_event, listener) => session.downloadListeners.push(listener),
  };
  return session;
}
const sessions = new Map<string, ReturnType<typeof fakeSession>>();

/** A WebContentsView as far as the game view uses it: navigation events, loads, bounds, its session. */
function fakeView(preferences: WebPreferences) {
  const partition = preferences.partition!;
  if (!sessions.has(partition)) sessions.set(partition, fakeSession());
  const listeners = new Map<string, Listener>();
  let openHandler: ((details: { url: string }) => { action: 'deny' }) | undefined;
  const view = {
    preferences,
    bounds: null as Rectangle | null,
    loaded: [] as string[],
    closed: false,
    webContents: {
      on: (event: string, listener: Listener) => listeners.set(event, listener),
      setWindowOpenHandler: (handler: (details: { url: string }) => { action: 'deny' }) => {
        openHandler = handler;
      },
      loadURL: async (url: string) => void view.loaded.push(url),
      close: () => {
        view.closed = true;
      },
      session: sessions.get(partition)!,
    },
    setBounds: (bounds: Rectangle) => {
      view.bounds = bounds;
    },
    navigate: (url: string) => {
      const preventDefault = vi.fn();
      listeners.get('will-navigate')?.({ preventDefault }, url);
      return preventDefault.mock.calls.length === 0;
    },
    popup: (url: string) => openHandler?.({ url }),
  };
  return view satisfies GameViewLike;
}
type FakeView = ReturnType<typeof fakeView>;

function setup(gameOrigins = [GAME]) {
  const children: FakeView[] = [];
  let resize: (() => void) | undefined;
  const content = { x: 100, y: 50, width: 390, height: 844 };
  const window: HostWindowLike<FakeView> = {
    contentView: {
      addChildView: (view) => void children.push(view),
      removeChildView: (view) => void children.splice(children.indexOf(view), 1),
    },
    getContentBounds: () => ({ ...content }),
    on: (_event, listener) => (resize = listener),
    removeListener: (_event, listener) => {
      if (resize === listener) resize = undefined;
    },
  };
  const created: FakeView[] = [];
  const openExternal = vi.fn(() => true);
  const views = new GameViews<FakeView>({
    window,
    createView: (p) => (created.push(fakeView(p)), created.at(-1)!),
    gameOrigins,
    openExternal,
    devTools: false,
  });
  return { views, children, created, openExternal, content, resize: () => resize?.() };
}

describe('the isolated game view', () => {
  it('gives a game no bridge, no Node and a session of its own origin', () => {
    const prefs = gameViewPreferences(GAME, false);
    expect(prefs).toMatchObject({ sandbox: true, contextIsolation: true, nodeIntegration: false, webviewTag: false, devTools: false });
    expect(prefs.preload).toBeUndefined();
    // In memory (no "persist:"), and never the app's default session.
    expect(prefs.partition).toBe('game-localhost_8081');
    expect(gameViewPreferences('https://games.example.com', false).partition).toBe('game-games.example.com');
  });

  it('grants a game full screen only, refuses every other permission and any download', () => {
    const t = setup();
    t.views.open(`${GAME}/games/a`, 48);
    const session = t.created[0]!.webContents.session;
    const asked = (permission: string) => {
      let granted: boolean | undefined;
      session.request!({}, permission, (answer) => (granted = answer));
      return granted;
    };
    expect(asked('fullscreen')).toBe(true);
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal', 'midi']) {
      expect(asked(permission), permission).toBe(false);
      expect(session.check!({}, permission), permission).toBe(false);
    }
    const preventDefault = vi.fn();
    for (const listener of session.downloadListeners) listener({ preventDefault });
    expect(preventDefault).toHaveBeenCalled();
    // The same origin's session is locked down once, however many games open in it.
    t.views.open(`${GAME}/games/b`, 48);
    expect(session.downloadListeners).toHaveLength(1);
  });

  it('shows a configured vendor page below the app bar, following the window size', () => {
    const t = setup();
    t.views.open(`${GAME}/games/house-rng-001?token=abc`, 48);
    const [view] = t.children;
    expect(view!.loaded).toEqual([`${GAME}/games/house-rng-001?token=abc`]);
    expect(view!.bounds).toEqual({ x: 0, y: 48, width: 390, height: 796 });
    t.content.width = 430;
    t.content.height = 900;
    t.resize();
    expect(view!.bounds).toEqual({ x: 0, y: 48, width: 430, height: 852 });
  });

  it('refuses pages outside the configured game origins', () => {
    const t = setup();
    expect(() => t.views.open('https://evil.example.com/games/x', 48)).toThrow(GameOriginError);
    expect(() => t.views.open('http://localhost:8080/m/home', 48)).toThrow(GameOriginError);
    expect(t.created).toHaveLength(0);
  });

  it('keeps the game on its origin: other links go to the system browser, pop-ups never open', () => {
    const t = setup();
    t.views.open(`${GAME}/games/lobby`, 48);
    const view = t.created[0]!;
    expect(view.navigate(`${GAME}/games/house-lott-001`)).toBe(true);
    expect(view.navigate('https://ads.example.com/')).toBe(false);
    expect(view.popup('https://ads.example.com/win')).toEqual({ action: 'deny' });
    expect(t.openExternal.mock.calls).toEqual([['https://ads.example.com/'], ['https://ads.example.com/win']]);
  });

  it('holds one game at a time and destroys it on close, listeners included', () => {
    const t = setup();
    t.views.open(`${GAME}/games/a`, 48);
    t.views.open(`${GAME}/games/b`, 48);
    expect(t.created[0]!.closed).toBe(true);
    expect(t.children).toEqual([t.created[1]]);
    t.views.close();
    expect(t.created[1]!.closed).toBe(true);
    expect(t.children).toEqual([]);
    t.resize();
    expect(t.created[1]!.bounds).toEqual({ x: 0, y: 48, width: 390, height: 796 });
    t.views.close();
  });

  it('clamps the app bar to the window', () => {
    expect(gameBounds({ x: 0, y: 0, width: 390, height: 300 }, 400)).toEqual({ x: 0, y: 300, width: 390, height: 0 });
    expect(gameBounds({ x: 0, y: 0, width: 390, height: 844 }, 47.6)).toEqual({ x: 0, y: 48, width: 390, height: 796 });
  });
});
