import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FuseState, FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REQUIRED_FUSES } from './required-fuses';
import { writeStandInElectron } from './stand-in-electron';

/**
 * electron-builder itself, with electron-builder.yml, packing a minimal app onto a stand-in Electron
 * (the `dir` target: the linux-unpacked folder every Linux package is made from). This is the path
 * `npm run dist` takes, short of a real Electron binary and the AppImage and deb tools, so the
 * config, the hook's loading in plain Node and the flipping are checked on every machine.
 */
const root = join(import.meta.dirname, '..', '..');
const { linux } = parse(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as { linux: { executableName: string } };
const scratch = mkdtempSync(join(tmpdir(), 'builder-fuses-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function standInProject(): { electronDist: string; app: string; output: string } {
  const electronDist = join(scratch, 'electron-dist');
  mkdirSync(electronDist);
  writeStandInElectron(join(electronDist, 'electron'));
  const app = join(scratch, 'app');
  mkdirSync(join(app, 'dist-electron'), { recursive: true });
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'pinoy-play', version: '0.1.0', main: 'dist-electron/main.js' }));
  writeFileSync(join(app, 'dist-electron', 'main.js'), 'export {};\n');
  return { electronDist, app, output: join(scratch, 'release') };
}

describe('electron-builder with electron-builder.yml', () => {
  it('packs a Linux binary whose fuses are set', { timeout: 180_000 }, async () => {
    const { electronDist, app, output } = standInProject();
    const cli = join(root, 'node_modules', 'electron-builder', 'cli.js');
    const args = ['--linux', 'dir', '--publish', 'never', `-c.electronDist=${electronDist}`, `-c.directories.app=${app}`];
    const build = spawnSync(process.execPath, [cli, ...args, `-c.directories.output=${output}`], { cwd: root, encoding: 'utf8' });
    expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);

    const wire = await getCurrentFuseWire(join(output, 'linux-unpacked', linux.executableName));
    for (const [fuse, enabled] of REQUIRED_FUSES) {
      expect(wire[fuse], FuseV1Options[fuse]).toBe(enabled ? FuseState.ENABLE : FuseState.DISABLE);
    }
  });
});
