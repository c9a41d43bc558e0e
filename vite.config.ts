import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import electron from 'vite-plugin-electron/simple';
import { compression } from 'vite-plugin-compression2';

/**
 * One config for the renderer. `--mode electron` adds vite-plugin-electron, which builds
 * electron/main.ts and electron/preload.ts into dist-electron/ and, under `vite`, starts Electron.
 */
const serverPort = Number(process.env.PORT ?? 8080);
const apiTarget = `http://127.0.0.1:${serverPort}`;

export default defineConfig(({ mode }) => ({
  // Absolute asset paths: the client is served under /m/... by the platform server, and the
  // Electron shell loads it from there too (vite-plugin-electron would default to './').
  base: '/',
  plugins: [
    react(),
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
    // The budget for /m/home is 170 KB gzip of JS (npm run bench measures it).
    chunkSizeWarningLimit: 600,
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
}));
