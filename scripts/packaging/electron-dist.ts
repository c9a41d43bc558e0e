import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type ElectronDist = { dir: string; version: string } | { missing: string };

const INSTALL_HINT = 'run `npm run electron:install` (Electron’s own installer downloads it) and try again';

/**
 * The Electron that `npm run electron:install` unpacked into node_modules/electron/dist, checked
 * the way Electron's installer checks it (path.txt names the binary, dist/version matches the
 * package), so electron-builder packs that one and never downloads another.
 */
export function localElectronDist(root: string): ElectronDist {
  const electronDir = join(root, 'node_modules', 'electron');
  const dir = join(electronDir, 'dist');
  const pathFile = join(electronDir, 'path.txt');
  const { version } = JSON.parse(readFileSync(join(electronDir, 'package.json'), 'utf8')) as { version: string };
  if (!existsSync(pathFile) || !existsSync(join(dir, readFileSync(pathFile, 'utf8').trim()))) {
    return { missing: `no Electron ${version} binary in ${dir}: ${INSTALL_HINT}` };
  }
  const versionFile = join(dir, 'version');
  const unpacked = existsSync(versionFile) ? readFileSync(versionFile, 'utf8').trim().replace(/^v/, '') : 'an unknown version';
  if (unpacked !== version) return { missing: `${dir} holds Electron ${unpacked}, not ${version} as package.json asks: ${INSTALL_HINT}` };
  return { dir, version };
}
