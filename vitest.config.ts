import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Three projects, one per target. The server project runs against PGlite by default and
 * against PostgreSQL when TEST_DATABASE_URL is set (scripts/test.mjs runs it both ways).
 */
export default defineConfig({
  test: {
    projects: [
      {
        // The PWA plugin provides virtual:pwa-register, which platform/serviceWorker.ts imports.
        plugins: [react(), VitePWA({ injectRegister: false })],
        test: {
          name: 'renderer',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'electron',
          include: ['electron/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
