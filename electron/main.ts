/**
 * The main process: configuration, single-instance lock, security defaults, IPC services,
 * the one window and the updater. Rules live in the small modules it wires together.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, dialog, ipcMain, Menu, powerMonitor, safeStorage, session, shell, WebContentsView } from 'electron';
import type { UpdateStatus } from '../contracts/platform-bridge';
import { resolveAppUrl, resolveGameOrigins, resolveShellKind } from './config';
import { registerHandlers } from './ipc/handlers';
import { isAllowedPermission } from './navigation/allow-list';
import { createSafeOpenExternal } from './navigation/guard';
import { electronStoreBacking } from './store/electron-store-backing';
import { createSecureStore } from './store/secure-store';
import { startUpdater } from './updater/start';
import { GameViews } from './views/game-view';
import { shellRules } from './windows/kiosk';
import { createMainWindow } from './windows/main-window';

const PRODUCT_NAME = 'Pinoy Play';
const kind = resolveShellKind(process.env, process.argv);
const rules = shellRules(kind);

let appUrl: URL;
let gameOrigins: string[];
try {
  appUrl = resolveAppUrl(process.env);
  gameOrigins = resolveGameOrigins(process.env, appUrl);
} catch (error) {
  dialog.showErrorBox(PRODUCT_NAME, (error as Error).message);
  app.exit(1);
  throw error;
}

// A throwaway profile for tests and side-by-side installs; also scopes the single-instance lock.
if (process.env.PINOY_USER_DATA_DIR) app.setPath('userData', process.env.PINOY_USER_DATA_DIR);

let mainWindow: BrowserWindow | null = null;
let gameViews: GameViews<WebContentsView> | null = null;

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

function registerIpc(updateStatus: () => UpdateStatus): void {
  const secureStore = createSecureStore(safeStorage, electronStoreBacking(), process.platform);
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
      updateStatus,
      openGame: (url, topInset) => {
        if (!gameViews) throw new Error('no window to show the game in');
        gameViews.open(url, topInset);
      },
      closeGame: () => gameViews?.close(),
    },
    {
      appOrigin: appUrl.origin,
      isAppContents: (contents) => BrowserWindow.getAllWindows().some((win) => win.webContents === contents),
    },
  );
}

function start(): void {
  if (!rules.menu) Menu.setApplicationMenu(null);
  hardenAllContents();
  const updateStatus = app.isPackaged
    ? startUpdater(appUrl.origin, kind, () => powerMonitor.getSystemIdleTime())
    : (): UpdateStatus => ({ state: 'idle' });
  registerIpc(updateStatus);
  mainWindow = createMainWindow({
    kind,
    appUrl,
    // vite-plugin-electron emits the (CommonJS) preload beside main.js as preload.mjs.
    preloadPath: join(dirname(fileURLToPath(import.meta.url)), 'preload.mjs'),
    title: PRODUCT_NAME,
    shell,
  });
  const views = new GameViews<WebContentsView>({
    window: mainWindow,
    createView: (webPreferences) => new WebContentsView({ webPreferences }),
    gameOrigins,
    openExternal: createSafeOpenExternal(shell, rules),
    devTools: rules.devTools,
  });
  gameViews = views;
  // A reload or crash recovery of the app page leaves no game running over it.
  mainWindow.webContents.on('did-start-navigation', (details) => {
    if (details.isMainFrame && !details.isSameDocument) views.close();
  });
  // Before the window goes: its content view must still exist to let the game view go.
  mainWindow.on('close', () => views.close());
  mainWindow.on('closed', () => {
    mainWindow = null;
    gameViews = null;
  });
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
