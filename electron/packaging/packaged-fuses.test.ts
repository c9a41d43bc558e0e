import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FuseState, FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REQUIRED_FUSES } from './required-fuses';

/**
 * Reads the fuses of what `npm run dist` packed: the binary in release/linux-unpacked/, named as
 * electron-builder.yml says. Without a package (no Electron binary to pack, or `npm run dist` not
 * run) there is nothing to read, and the test says so instead of passing.
 */
const root = join(import.meta.dirname, '..', '..');
const config = parse(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as {
  directories: { output: string };
  linux: { executableName: string };
};
const binary = join(root, config.directories.output, 'linux-unpacked', config.linux.executableName);
const packed = existsSync(binary);
const title = packed
  ? 'carries the security fuses'
  : `carries the security fuses (skipped: no packaged result at ${binary}; run npm run dist)`;

describe('the packaged Linux binary', () => {
  it.skipIf(!packed)(title, async () => {
    const wire = await getCurrentFuseWire(binary);
    for (const [fuse, enabled] of REQUIRED_FUSES) {
      expect(wire[fuse], FuseV1Options[fuse]).toBe(enabled ? FuseState.ENABLE : FuseState.DISABLE);
    }
  });
});
