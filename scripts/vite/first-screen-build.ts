import { build, type Plugin, type ResolvedConfig } from 'vite';

/** Where the server build of the first screen goes (server/web/first-screen.ts loads it from there). */
const FIRST_SCREEN_ENTRY = 'src/entry-server.tsx';
const FIRST_SCREEN_OUT_DIR = 'dist-ssr';

/**
 * After the client's build, builds src/entry-server.tsx for Node with the same config (its
 * `isSsrBuild` branch), so one `vite build` makes both and they never come from different sources.
 */
export function firstScreenBuild(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'first-screen-build',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: { ssr: FIRST_SCREEN_ENTRY, outDir: FIRST_SCREEN_OUT_DIR, emptyOutDir: true },
      });
    },
  };
}
