import { defineConfig, type UserConfig } from 'vite';
import preact from '@preact/preset-vite';
import electron from 'vite-plugin-electron/simple';
import { compression } from 'vite-plugin-compression2';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { compileHints } from './scripts/vite/compile-hints.js';
import { firstScreenBuild } from './scripts/vite/first-screen-build.js';
import { inlineEntryStyles } from './scripts/vite/inline-entry-styles.js';
import { OPS_ENTRY, OPS_OUT_DIR, opsBuild } from './scripts/vite/ops-build.js';
import { startAfterPaint } from './scripts/vite/start-after-paint.js';

/**
 * One config for the renderer. `--mode electron` adds vite-plugin-electron, which builds
 * electron/main.ts and electron/preload.ts into dist-electron/ and, under `vite`, starts Electron.
 */
const serverPort = Number(process.env.PORT ?? 8080);
const apiTarget = `http://127.0.0.1:${serverPort}`;

/**
 * The installed web app (SPEC: PWA). The worker precaches the shell (HTML, scripts, styles,
 * icons) and keeps game icons and banner pictures; it never stores an API answer (balances,
 * records, anything JSON under /wps or /lgw). `prompt`: a new version waits until the player
 * chooses to load it (platform/serviceWorker.ts), so no update reloads a game mid-bet.
 */
const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  injectRegister: false,
  manifest: {
    id: '/m/home',
    name: 'Pinoy Play',
    short_name: 'Pinoy Play',
    description: 'Games, lottery and promotions for players in the Philippines.',
    lang: 'en',
    start_url: '/m/home',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#0f1115',
    theme_color: '#0f1115',
    categories: ['games', 'entertainment'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon-192.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
    screenshots: [
      { src: '/screenshots/home-narrow.png', sizes: '390x844', type: 'image/png', form_factor: 'narrow', label: 'Home on a phone' },
      { src: '/screenshots/home-wide.png', sizes: '1280x800', type: 'image/png', form_factor: 'wide', label: 'Home on a desktop' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    // The install dialog's screenshots are fetched by the browser only when it shows it.
    // The back-office console (dist/ops) is staff's, never part of the player's installed app.
    globIgnores: ['screenshots/**', 'ops/**'],
    navigateFallback: '/index.html',
    // Only the client's own routes fall back to the shell; the API, docs and sandbox tools never do.
    navigateFallbackAllowlist: [/^\/$/, /^\/m(\/|$)/],
    runtimeCaching: [
      {
        // Pictures only: game icons and banners change rarely and make the lobby usable on a bad line.
        urlPattern: ({ url }) => /^\/wps\/(game\/icon|banner)\/[^/]+\.(svg|png|jpg|webp)$/.test(url.pathname),
        handler: 'StaleWhileRevalidate',
        options: { cacheName: 'pictures', expiration: { maxEntries: 800, maxAgeSeconds: 30 * 24 * 3600 } },
      },
    ],
  },
};

/** react-router probes for React 19's useOptimistic, which preact/compat lacks; it falls back by itself. */
const quietLogs: NonNullable<NonNullable<NonNullable<UserConfig['build']>['rolldownOptions']>['onLog']> = (level, log, handler) => {
  if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
  handler(level, log);
};

/**
 * The first screen's server build (scripts/vite/first-screen-build.ts runs it after the client's):
 * the same components on Preact for Node, every library bundled in, nothing of the browser's build.
 */
const firstScreenConfig: UserConfig = {
  base: '/',
  plugins: [preact()],
  publicDir: false,
  ssr: { noExternal: true },
  build: { sourcemap: true, rolldownOptions: { onLog: quietLogs } },
};

/**
 * The back-office console (issue 15: ops.html, src/ops/), built after the client into dist/ops and
 * served at /ops (scripts/vite/ops-build.ts says why it is a build of its own). Desktop staff on
 * an office line: none of the player's start-up work (first screen, inline styles, late start, PWA).
 */
const opsConfig: UserConfig = {
  base: '/ops/',
  plugins: [preact(), compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' })],
  publicDir: false,
  build: { outDir: OPS_OUT_DIR, emptyOutDir: true, sourcemap: true, rolldownOptions: { input: OPS_ENTRY, onLog: quietLogs } },
};

export default defineConfig(({ mode, isSsrBuild }) =>
  isSsrBuild
    ? firstScreenConfig
    : {
        // Absolute asset paths: the client is served under /m/... by the platform server, and the
        // Electron shell loads it from there too (vite-plugin-electron would default to './').
        base: '/',
        plugins: [
          // React's API on Preact (preact/compat): the README's "Speed on a phone" says why.
          preact(),
          // The entry's styles inside index.html: the first paint waits for no style sheet.
          inlineEntryStyles(),
          // The start's chunks compiled eagerly by V8 rather than function by function on the main thread.
          compileHints(),
          // The scripts asked for once the page has painted: its first screen is drawn before them.
          startAfterPaint(),
          // The server's build of the first screen (src/entry-server.tsx), after this one.
          firstScreenBuild(),
          // The back-office console's build (dist/ops), after this one.
          opsBuild(opsConfig),
          // The installed web app: manifest, and a service worker that precaches the app shell.
          VitePWA(pwaOptions),
          // Brotli and gzip copies of every text asset, served by the platform as they are (static.ts).
          compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
          mode === 'electron'
            ? electron({
                main: { entry: 'electron/main.ts' },
                preload: { input: 'electron/preload.ts' },
              })
            : null,
        ],
        build: {
          outDir: 'dist',
          sourcemap: true,
          // One style sheet, inside index.html: the server's first screen of any route (the lobby's
          // too, whose code is a lazy chunk) is styled at its first paint. About 2 KB more of gzip.
          cssCodeSplit: false,
          // The budget for /m/home is 120 KB gzip of JS (npm run bench measures it in a browser).
          chunkSizeWarningLimit: 600,
          rolldownOptions: { onLog: quietLogs },
        },
        server: {
          port: 5173,
          proxy: {
            '/wps': apiTarget,
            '/sandbox': apiTarget,
            '/docs': apiTarget,
            '/lgw': apiTarget,
          },
        },
      },
);
