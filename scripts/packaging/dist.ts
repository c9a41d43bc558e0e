/**
 * `npm run dist`: the Linux packages (AppImage and deb, in release/) from the Electron that
 * `npm run electron:install` unpacked. Without that binary it stops and says so: electron-builder
 * would otherwise download Electron itself, which this build must never do unasked. Arguments go
 * on to electron-builder (`npm run dist -- -c.publish.url=https://play.example.ph/updates`).
 * electron-builder fetches its own packaging tools (appimagetool, fpm) on first use and caches them.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { localElectronDist } from './electron-dist';

const root = join(import.meta.dirname, '..', '..');

function run(args: string[]): void {
  console.log(`\n> npx ${args.join(' ')}`);
  const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const electron = localElectronDist(root);
if ('missing' in electron) {
  console.error(`npm run dist: ${electron.missing}`);
  process.exit(1);
}
run(['vite', 'build', '--mode', 'electron', '--logLevel', 'warn']);
run(['electron-builder', '--linux', '--publish', 'never', `-c.electronDist=${electron.dir}`, ...process.argv.slice(2)]);
