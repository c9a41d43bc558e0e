import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localElectronDist } from './electron-dist';

let root: string;

/** A project whose node_modules/electron is at `version`, unpacked as Electron's installer leaves it. */
function project(version: string, unpacked?: { binary: string; version?: string }): string {
  root = mkdtempSync(join(tmpdir(), 'electron-dist-'));
  const electron = join(root, 'node_modules', 'electron');
  mkdirSync(join(electron, 'dist'), { recursive: true });
  writeFileSync(join(electron, 'package.json'), JSON.stringify({ name: 'electron', version }));
  if (unpacked) {
    writeFileSync(join(electron, 'path.txt'), unpacked.binary);
    writeFileSync(join(electron, 'dist', unpacked.binary), 'ELF');
    if (unpacked.version) writeFileSync(join(electron, 'dist', 'version'), unpacked.version);
  }
  return root;
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('localElectronDist', () => {
  it('gives the unpacked Electron when it is the version package.json asks for', () => {
    const dir = project('45.4.1', { binary: 'electron', version: 'v45.4.1' });
    expect(localElectronDist(dir)).toEqual({ dir: join(dir, 'node_modules', 'electron', 'dist'), version: '45.4.1' });
  });

  it('says how to get the binary when there is none, rather than letting electron-builder download it', () => {
    const result = localElectronDist(project('45.4.1'));
    expect(result).toEqual({ missing: expect.stringMatching(/no Electron 45\.4\.1 binary .*npm run electron:install/) });
  });

  it('refuses an unpacked Electron of another version', () => {
    const result = localElectronDist(project('45.4.1', { binary: 'electron', version: '44.0.0' }));
    expect(result).toEqual({ missing: expect.stringMatching(/holds Electron 44\.0\.0, not 45\.4\.1/) });
  });
});
