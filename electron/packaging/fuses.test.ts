import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FuseState, FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { afterPack, FUSE_CONFIG, packedBinaryPath } from './fuses';
import { REQUIRED_FUSES } from './required-fuses';
import { writeStandInElectron } from './stand-in-electron';

const root = join(import.meta.dirname, '..', '..');
const builderConfig = parse(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as {
  afterPack: string;
  directories: { output: string };
  extraMetadata: { homepage?: string };
  linux: { target: string[]; executableName: string; maintainer?: string };
  win: { target: string };
  mac: { target: string[] };
};

const scratch = mkdtempSync(join(tmpdir(), 'fuses-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the fuse settings', () => {
  it('turn each security fuse the issue names the intended way', () => {
    for (const [fuse, enabled] of REQUIRED_FUSES) expect(FUSE_CONFIG[fuse], FuseV1Options[fuse]).toBe(enabled);
  });

  it('give file:// no extra privileges, since the shell never loads it', () => {
    expect(FUSE_CONFIG[FuseV1Options.GrantFileProtocolExtraPrivileges]).toBe(false);
  });
});

describe('afterPack', () => {
  it('flips the fuses of the packed Linux binary and leaves the ones it does not name alone', async () => {
    const appOutDir = join(scratch, 'linux-unpacked');
    mkdirSync(appOutDir);
    const binary = join(appOutDir, 'pinoy-play');
    writeStandInElectron(binary);

    const packager = { executableName: 'pinoy-play', appInfo: { productFilename: 'Pinoy Play' } };
    await afterPack({ appOutDir, electronPlatformName: 'linux', packager });

    const wire = await getCurrentFuseWire(binary);
    for (const [fuse, enabled] of REQUIRED_FUSES) {
      expect(wire[fuse], FuseV1Options[fuse]).toBe(enabled ? FuseState.ENABLE : FuseState.DISABLE);
    }
    expect(wire[FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]).toBe(FuseState.DISABLE);
    expect(wire[FuseV1Options.WasmTrapHandlers]).toBe(FuseState.ENABLE);
  });

  it('finds the binary where electron-builder puts it on each platform', () => {
    const packager = { executableName: 'pinoy-play', appInfo: { productFilename: 'Pinoy Play' } };
    expect(packedBinaryPath({ appOutDir: '/out', electronPlatformName: 'linux', packager })).toBe(join('/out', 'pinoy-play'));
    expect(packedBinaryPath({ appOutDir: '/out', electronPlatformName: 'win32', packager })).toBe(join('/out', 'Pinoy Play.exe'));
    expect(packedBinaryPath({ appOutDir: '/out', electronPlatformName: 'darwin', packager })).toBe(join('/out', 'Pinoy Play.app'));
    expect(() => packedBinaryPath({ appOutDir: '/out', electronPlatformName: 'freebsd', packager })).toThrow(/freebsd/);
  });
});

describe('electron-builder.yml', () => {
  it('builds AppImage and deb for Linux, NSIS for Windows and a dmg for macOS', () => {
    expect(builderConfig.linux.target).toEqual(['AppImage', 'deb']);
    expect(builderConfig.win.target).toBe('nsis');
    // The dmg installs; electron-updater updates a Mac from the zip.
    expect(builderConfig.mac.target).toEqual(['dmg', 'zip']);
  });

  it('gives the deb a maintainer and a homepage, without which electron-builder refuses to make one', () => {
    expect(builderConfig.linux.maintainer).toMatch(/^.+ <[^@\s]+@[^@\s]+>$/);
    expect(builderConfig.extraMetadata.homepage).toMatch(/^https:\/\//);
  });

  it('runs this module as its afterPack hook, loaded the way electron-builder loads it (plain Node)', () => {
    // electron-builder's own resolver, in a child process: inside Vitest, Vite would compile the
    // TypeScript and prove nothing about Node loading it.
    const hook = JSON.stringify(builderConfig.afterPack);
    const script =
      `require('app-builder-lib/out/util/resolve.js').resolveFunction(undefined, ${hook}, 'afterPack', process.cwd())` +
      '.then((resolved) => console.log(resolved.name))';
    const child = spawnSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8' });
    expect(child.status, child.stderr).toBe(0);
    expect(child.stdout.trim()).toBe('afterPack');
  });
});
