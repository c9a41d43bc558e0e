/**
 * The main process: configuration, single-instance lock, security defaults, IPC services,
 * the one window and the updater. Rules live in the small modules it wires together.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, dialog, ipcMain, Menu, powerMonitor, safeStorage, session, shell, WebContentsView } from 'electron';
import {
  resolveAppUrl,
  resolveDevTools,
  resolveGameOrigins,
  resolveKioskOptions,
  resolveShellKind,
  resolveUpdatesOn,
  type KioskOptions,
} from './config';
import { registerHandlers } from './ipc/handlers';
import { createShellEventSender } from './ipc/shell-events';
import { IdleReset } from './kiosk/idle-reset';
import { startNightlyRestart } from './kiosk/nightly-restart';
import { kioskPageCss, applyKioskPageStyle } from './kiosk/page-style';
import { wipeSession } from './kiosk/session-wipe';
import { isAllowedPermission } from './navigation/allow-list';
import { createSafeOpenExternal } from './navigation/guard';
import { electronStoreBacking } from './store/electron-store-backing';
import { createSecureStore, type SecureStore } from './store/secure-store';
import { NO_UPDATER, startUpdater, type ShellUpdater } from './updater/start';
import { chatViewPolicy } from './views/chat-view';
import { gameViewPolicy } from './views/game-view';
import { IsolatedViews } from './views/isolated-views';
import { shellRules } from './windows/kiosk';
import { createMainWindow } from './windows/main-window';

const PRODUCT_NAME = 'Pinoy Play';
const kind = resolveShellKind(process.env, process.argv);
const rules = shellRules(kind, resolveDevTools(process.env, process.argv));

let appUrl: URL;
let gameOrigins: string[];
let kioskOptions: KioskOptions;
try {
  appUrl = resolveAppUrl(process.env, app.isPackaged);
  gameOrigins = resolveGameOrigins(process.env, appUrl, app.isPackaged);
  kioskOptions = resolveKioskOptions(process.env, kind);
} catch (error) {
  dialog.showErrorBox(PRODUCT_NAME, (error as Error).message);
  app.exit(1);
  throw error;
}

// A throwaway profile for tests and side-by-side installs; also scopes the single-instance lock.
if (process.env.PINOY_USER_DATA_DIR) app.setPath('userData', process.env.PINOY_USER_DATA_DIR);

let mainWindow: BrowserWindow | null = null;
let gameViews: IsolatedViews<WebContentsView> | null = null;
let chatViews: IsolatedViews<WebContentsView> | null = null;
const gamePolicy = gameViewPolicy(gameOrigins);
const chatPolicy = chatViewPolicy(appUrl.origin);
const pageCss = kioskPageCss(kioskOptions);
/** The one way the main process tells the app page something (ShellEvent). */
const sendShellEvent = createShellEventSender(() => mainWindow?.webContents ?? null);

function focusMainWindow(): void {
  if (!mainWindow) return;
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.show();
  mainWindow.focus();
}

/** Defaults for every webContents, including ones the app never meant to create. */
function hardenAllContents(): void {
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  });
  session.defaultSession.setPermissionRequestHandler((contents, permission, callback) =>
    callback(isAllowedPermission(permission, contents.getURL(), appUrl.origin)),
  );
  session.defaultSession.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    isAllowedPermission(permission, requestingOrigin, appUrl.origin),
  );
}

function registerIpc(updater: ShellUpdater, secureStore: SecureStore, idleReset: IdleReset | null): void {
  const openExternal = createSafeOpenExternal(shell, rules);
  registerHandlers(
    ipcMain,
    {
      appInfo: () => ({ version: app.getVersion(), kind, platform: process.platform }),
      secureGet: (key) => secureStore.get(key),
      secureSet: (key, value) => secureStore.set(key, value),
      secureDelete: (key) => secureStore.delete(key),
      openExternal: (url) => {
        if (!openExternal(url)) throw new Error('external links are disabled');
      },
      updateStatus: () => updater.status(),
      installUpdate: () => updater.installNow(),
      openGame: (url, topInset) => {
        if (!gameViews) throw new Error('no window to show the game in');
        gameViews.open(url, topInset);
      },
      closeGame: () => gameViews?.close(),
      openChat: (url, topInset) => {
        if (!chatViews) throw new Error('no window to show the chat in');
        chatViews.open(url, topInset);
      },
      closeChat: () => chatViews?.close(),
      stillHere: () => idleReset?.activity(),
      idleSignedOut: () => idleReset?.signedOut(),
    },
    {
      appOrigin: appUrl.origin,
      isAppContents: (contents) => BrowserWindow.getAllWindows().some((win) => win.webContents === contents),
    },
  );
}

/** A page that does not answer within this long (hung, or the error page) is left to the storage wipe. */
const TAB_STORAGE_TIMEOUT_MS = 2_000;

async function clearTabStorage(contents: Electron.WebContents | null): Promise<void> {
  if (!contents || contents.isDestroyed()) return;
  const cleared = contents.executeJavaScript('sessionStorage.clear()').catch(() => undefined);
  await Promise.race([cleared, new Promise((done) => setTimeout(done, TAB_STORAGE_TIMEOUT_MS))]);
}

/**
 * The kiosk's idle reset (null on the desktop, or with PINOY_IDLE_SECONDS=0): idle time measured
 * machine-wide, since input inside a game or chat view never reaches the app page.
 */
function createIdleReset(secureStore: SecureStore): IdleReset | null {
  if (kioskOptions.idleSeconds === 0) return null;
  return new IdleReset({
    now: Date.now,
    systemIdleSeconds: () => powerMonitor.getSystemIdleTime(),
    send: sendShellEvent,
    warningShown: (shown) => {
      gameViews?.setHidden(shown);
      chatViews?.setHidden(shown);
    },
    idleSeconds: kioskOptions.idleSeconds,
    warningSeconds: kioskOptions.idleWarningSeconds,
    wipe: () =>
      wipeSession({
        closeViews: () => {
          gameViews?.close();
          chatViews?.close();
        },
        clearTabStorage: () => clearTabStorage(mainWindow?.webContents ?? null),
        sessions: () => [
          session.defaultSession,
          ...[...gamePolicy.partitions, ...chatPolicy.partitions].map((p) => session.fromPartition(p)),
        ],
        deleteSecureKey: (key) => secureStore.delete(key),
        loadHome: async () => void (await mainWindow?.loadURL(appUrl.href)),
      }),
  });
}

/** The game and chat views over the window; both go when the app page reloads or the window closes. */
function attachViews(window: BrowserWindow, idleReset: IdleReset | null): void {
  const common = {
    window,
    createView: (webPreferences: Electron.WebPreferences) => new WebContentsView({ webPreferences }),
    openExternal: createSafeOpenExternal(shell, rules),
    devTools: rules.devTools,
    onCreated: (view: WebContentsView) => {
      applyKioskPageStyle(view.webContents, pageCss);
      if (idleReset) view.webContents.on('input-event', () => idleReset.activity());
    },
  };
  const games = new IsolatedViews<WebContentsView>({ ...common, policy: gamePolicy });
  const chats = new IsolatedViews<WebContentsView>({ ...common, policy: chatPolicy, onExit: () => sendShellEvent({ type: 'chatClosed' }) });
  gameViews = games;
  chatViews = chats;
  const closeAll = () => {
    games.close();
    chats.close();
  };
  // A reload or crash recovery of the app page leaves nothing running over it.
  window.webContents.on('did-start-navigation', (details) => {
    if (details.isMainFrame && !details.isSameDocument) closeAll();
  });
  // Before the window goes: its content view must still exist to let the views go.
  window.on('close', closeAll);
  window.on('closed', () => {
    mainWindow = null;
    gameViews = null;
    chatViews = null;
  });
}

function start(): void {
  if (!rules.menu) Menu.setApplicationMenu(null);
  hardenAllContents();
  const secureStore = createSecureStore(safeStorage, electronStoreBacking(), process.platform);
  const idleReset = createIdleReset(secureStore);
  const updater = resolveUpdatesOn(process.env, app.isPackaged)
    ? startUpdater({
        serverOrigin: appUrl.origin,
        kind,
        fromSource: !app.isPackaged,
        idleReset,
        onStatus: (status) => sendShellEvent({ type: 'update', status }),
      })
    : NO_UPDATER;
  registerIpc(updater, secureStore, idleReset);
  mainWindow = createMainWindow({
    kind,
    rules,
    appUrl,
    // vite-plugin-electron emits the (CommonJS) preload beside main.js as preload.mjs.
    preloadPath: join(dirname(fileURLToPath(import.meta.url)), 'preload.mjs'),
    title: PRODUCT_NAME,
    shell,
    pageCss,
  });
  attachViews(mainWindow, idleReset);
  if (idleReset) {
    // Input the app page gets (including test-driven input the OS never sees) counts as activity.
    mainWindow.webContents.on('input-event', () => idleReset.activity());
    idleReset.start();
    const at = kioskOptions.nightlyRestart;
    if (at) {
      startNightlyRestart({
        at,
        now: Date.now,
        quiet: () => idleReset.isRested(),
        restart: () => {
          app.relaunch();
          app.exit(0);
        },
      });
    }
  }
}

if (!app.requestSingleInstanceLock()) {
  // Another instance owns the window; it gets focused through 'second-instance'.
  app.quit();
} else {
  app.on('second-instance', focusMainWindow);
  // One window is the whole app, on every platform: closing it quits.
  app.on('window-all-closed', () => app.quit());
  app.whenReady().then(start, (error: unknown) => {
    console.error('startup failed', error);
    app.exit(1);
  });
}
