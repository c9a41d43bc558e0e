import type { Rectangle, WebPreferences } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { CHAT_PARTITION, chatViewPolicy } from './chat-view';
import { gameViewPolicy } from './game-view';
import {
  IsolatedViews,
  isolatedViewPreferences,
  viewBounds,
  ViewOriginError,
  type HostWindowLike,
  type IsolatedViewLike,
  type ViewPolicy,
  type ViewSessionLike,
} from './isolated-views';

const GAME = 'http://localhost:8081';
const APP = 'http://localhost:8080';

type Listener = (event: { preventDefault(): void }, url: string) => void;

/** A game session: the handlers and listeners the game view sets on it. */
type RequestHandler = (contents: unknown, permission: string, callback: (granted: boolean) => void) => void;
type CheckHandler = (contents: unknown, permission: string) => boolean;
type DownloadListener = (event: { preventDefault(): void }) => void;

function fakeSession() {
  const session: ViewSessionLike & { request?: RequestHandler; check?: CheckHandler; downloadListeners: DownloadListener[] } = {
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
    visible: true,
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
    setVisible: (visible: boolean) => {
      view.visible = visible;
    },
    navigate: (url: string) => {
      const preventDefault = vi.fn();
      listeners.get('will-navigate')?.({ preventDefault }, url);
      return preventDefault.mock.calls.length === 0;
    },
    popup: (url: string) => openHandler?.({ url }),
  };
  return view satisfies IsolatedViewLike;
}
type FakeView = ReturnType<typeof fakeView>;

function setup(policy: ViewPolicy = gameViewPolicy([GAME])) {
  // Electron keeps one session per partition for the app's life; each test is a fresh app.
  sessions.clear();
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
  const onCreated = vi.fn();
  const onExit = vi.fn();
  const views = new IsolatedViews<FakeView>({
    window,
    createView: (p) => (created.push(fakeView(p)), created.at(-1)!),
    policy,
    openExternal,
    devTools: false,
    onCreated,
    onExit,
  });
  return { views, children, created, openExternal, onCreated, onExit, content, resize: () => resize?.() };
}

describe('the isolated game view', () => {
  it('gives a game no bridge, no Node and a session of its own origin', () => {
    const t = setup(gameViewPolicy([GAME, 'https://games.example.com']));
    t.views.open(`${GAME}/games/a`, 48);
    const prefs = t.created[0]!.preferences;
    expect(prefs).toMatchObject({ sandbox: true, contextIsolation: true, nodeIntegration: false, webviewTag: false, devTools: false });
    expect(prefs.preload).toBeUndefined();
    // In memory (no "persist:"), and never the app's default session.
    expect(prefs.partition).toBe('game-localhost_8081');
    t.views.open('https://games.example.com/games/b', 48);
    expect(t.created[1]!.preferences.partition).toBe('game-games.example.com');
    expect(isolatedViewPreferences('chat', true)).toMatchObject({ sandbox: true, partition: 'chat', devTools: true });
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
    expect(() => t.views.open('https://evil.example.com/games/x', 48)).toThrow(ViewOriginError);
    expect(() => t.views.open('http://localhost:8080/m/home', 48)).toThrow(ViewOriginError);
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

  it('hides the view while the app page must be seen, and shows it again; a view opened meanwhile stays hidden', () => {
    const t = setup();
    t.views.open(`${GAME}/games/a`, 48);
    t.views.setHidden(true);
    expect(t.created[0]!.visible).toBe(false);
    expect(t.created[0]!.closed).toBe(false);
    t.views.open(`${GAME}/games/b`, 48);
    expect(t.created[1]!.visible).toBe(false);
    t.views.setHidden(false);
    expect(t.created[1]!.visible).toBe(true);
  });

  it('hands each new view to onCreated before it loads', () => {
    const t = setup();
    t.views.open(`${GAME}/games/a`, 48);
    expect(t.onCreated).toHaveBeenCalledWith(t.created[0]);
  });

  it('clamps the app bar to the window', () => {
    expect(viewBounds({ x: 0, y: 0, width: 390, height: 300 }, 400)).toEqual({ x: 0, y: 300, width: 390, height: 0 });
    expect(viewBounds({ x: 0, y: 0, width: 390, height: 844 }, 47.6)).toEqual({ x: 0, y: 48, width: 390, height: 796 });
  });
});

describe('the live-chat view', () => {
  const chat = () => setup(chatViewPolicy(APP));

  it('runs the chat in its own in-memory partition, with no bridge, whether on the app origin or https', () => {
    const t = chat();
    t.views.open(`${APP}/sandbox/chat#ticket=abc`, 56);
    t.views.open('https://chat.example.com/room#ticket=abc', 56);
    for (const view of t.created) {
      expect(view.preferences).toMatchObject({ partition: CHAT_PARTITION, sandbox: true, contextIsolation: true, nodeIntegration: false });
      expect(view.preferences.preload).toBeUndefined();
    }
    expect(t.children).toEqual([t.created[1]]);
    expect(t.created[1]!.bounds).toEqual({ x: 0, y: 56, width: 390, height: 788 });
  });

  it('refuses plain http pages of other origins, and game origins', () => {
    const t = chat();
    expect(() => t.views.open('http://chat.example.com/room', 56)).toThrow(ViewOriginError);
    expect(() => t.views.open(`${GAME}/games/a`, 56)).toThrow(ViewOriginError);
    expect(t.created).toHaveLength(0);
  });

  it('holds the chat to its page origin and grants it no permission', () => {
    const t = chat();
    t.views.open('https://chat.example.com/room#ticket=abc', 56);
    const view = t.created[0]!;
    expect(view.navigate('https://chat.example.com/room/2')).toBe(true);
    expect(view.navigate('https://ads.example.com/')).toBe(false);
    expect(t.openExternal).toHaveBeenCalledWith('https://ads.example.com/');
    for (const permission of ['notifications', 'media', 'fullscreen', 'clipboard-read']) {
      expect(view.webContents.session.check!({}, permission), permission).toBe(false);
    }
    t.views.close();
    expect(view.closed).toBe(true);
  });

  it('takes the chat page\u2019s back link to the app as leaving the chat: the view closes, nothing opens elsewhere', () => {
    for (const page of [`${APP}/sandbox/chat?language=en#ticket=abc`, 'https://chat.example.com/room#ticket=abc']) {
      const t = chat();
      t.views.open(page, 56);
      const view = t.created[0]!;
      expect(view.navigate(`${new URL(page).origin}${new URL(page).pathname}?language=fil`)).toBe(true);
      expect(view.navigate(`${APP}/m/message?from=menu`)).toBe(false);
      expect(view.closed).toBe(true);
      expect(t.children).toEqual([]);
      expect(t.onExit).toHaveBeenCalledOnce();
      expect(t.openExternal).not.toHaveBeenCalled();
    }
  });

  it('lists the partitions an idle reset has to clear', () => {
    expect(chatViewPolicy(APP).partitions).toEqual([CHAT_PARTITION]);
    expect(gameViewPolicy([GAME, 'https://games.example.com']).partitions).toEqual(['game-localhost_8081', 'game-games.example.com']);
  });
});
