import { writeFileSync } from 'node:fs';
import { FuseState } from '@electron/fuses';

/**
 * For tests: a file that @electron/fuses reads as an Electron binary. What it reads is Electron's
 * published fuse wire (the sentinel, the wire's version and length, one byte per fuse) anywhere in
 * the file, so packing and fuse flipping can be tested on a machine without Electron's binary.
 */
const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';

/** Electron's defaults, in wire order, for the nine fuses Electron 45 knows. */
export const DEFAULT_WIRE = [
  FuseState.ENABLE, // RunAsNode
  FuseState.DISABLE, // EnableCookieEncryption
  FuseState.ENABLE, // EnableNodeOptionsEnvironmentVariable
  FuseState.ENABLE, // EnableNodeCliInspectArguments
  FuseState.DISABLE, // EnableEmbeddedAsarIntegrityValidation
  FuseState.DISABLE, // OnlyLoadAppFromAsar
  FuseState.DISABLE, // LoadBrowserProcessSpecificV8Snapshot
  FuseState.ENABLE, // GrantFileProtocolExtraPrivileges
  FuseState.ENABLE, // WasmTrapHandlers
] as const;

export function writeStandInElectron(path: string): void {
  const wire = Buffer.from([1, DEFAULT_WIRE.length, ...DEFAULT_WIRE]);
  const binary = Buffer.concat([Buffer.from('\x7fELF...code...'), Buffer.from(SENTINEL), wire, Buffer.from('...more code')]);
  writeFileSync(path, binary, { mode: 0o755 });
}
