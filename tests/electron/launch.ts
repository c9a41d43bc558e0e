import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { _electron as electron, test, type ElectronApplication } from '@playwright/test';

/** The repository: the shell is launched from its package.json (`main`: dist-electron/main.js). */
export const root = fileURLToPath(new URL('../..', import.meta.url));

/** The Electron binary `npm run electron:install` unpacked, or ELECTRON_PATH; none on a machine that reaches only the registries. */
function electronBinary(): string | undefined {
  if (process.env.ELECTRON_PATH) return process.env.ELECTRON_PATH;
  const dist = join(root, 'node_modules/electron/dist');
  const pathFile = join(root, 'node_modules/electron/path.txt');
  return existsSync(dist) && existsSync(pathFile) ? join(dist, readFileSync(pathFile, 'utf8').trim()) : undefined;
}

const executablePath = electronBinary();

/** Skips the file's stories, with the reason, where no Electron binary exists; fails early when the shell is not built. */
export function needsElectron(): void {
  test.skip(!executablePath, 'No Electron binary: run npm run electron:install (downloads it) or set ELECTRON_PATH');
  test.beforeAll(() => {
    if (!existsSync(join(root, 'dist-electron/main.js')))
      throw new Error('dist-electron/main.js is missing: run `npm run build:electron` first');
  });
}

/** The built shell with `env` on top of the runner's environment. */
export function launchShell(env: Record<string, string>): Promise<ElectronApplication> {
  return electron.launch({
    executablePath,
    // Chromium refuses to start as root without --no-sandbox (containers, CI).
    args: [root, ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
    env: { ...(process.env as Record<string, string>), ...env },
  });
}
