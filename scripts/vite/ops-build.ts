import { build, type InlineConfig, type Plugin, type ResolvedConfig } from 'vite';

/** The console's page (the back-office, issue 15) and where its build goes, inside the client's output. */
export const OPS_ENTRY = 'ops.html';
export const OPS_OUT_DIR = 'dist/ops';

/**
 * After the client's build, builds the back-office console (ops.html, src/ops/) as a build of its
 * own into dist/ops, served at /ops (server/web/ops-page.ts). A second input of the client's build
 * would share chunks with it and, with its one style sheet (cssCodeSplit: false), put the console's
 * styles inside every player's index.html; a build of its own leaves the player's output exactly as
 * it was. `console` is its whole config (vite.config.ts), not read from the config file again.
 */
export function opsBuild(console: InlineConfig): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'ops-build',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      await build({ ...console, configFile: false, mode: config.mode, logLevel: 'warn' });
    },
  };
}
