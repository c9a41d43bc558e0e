/**
 * Electron's fuses for every package electron-builder makes: switches compiled into the Electron
 * binary that no argument or environment variable can turn back at run time. electron-builder.yml
 * runs `afterPack` below between packing the app and signing it (a fuse flipped after signing
 * would break the signature). Node loads this file as TypeScript (type stripping, Node 22.18+),
 * so it imports packages only and uses only syntax that strips away.
 */
import { join } from 'node:path';
import { flipFuses, FuseV1Options, FuseVersion, type FuseV1Config } from '@electron/fuses';

/** The intended state of each fuse, by name; the one source both the hook and the tests read. */
export const FUSE_SETTINGS = {
  // ELECTRON_RUN_AS_NODE would turn the signed app into a plain Node interpreter for any script.
  [FuseV1Options.RunAsNode]: false,
  // Cookies on disk encrypted with the OS key store, as Chrome does (one-way: never turn back off).
  [FuseV1Options.EnableCookieEncryption]: true,
  // NODE_OPTIONS / NODE_EXTRA_CA_CERTS could preload code or trust another CA in the main process.
  [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
  // --inspect and SIGUSR1 would open a debugger on the main process, which holds the token store.
  [FuseV1Options.EnableNodeCliInspectArguments]: false,
  // app.asar checked against the hash electron-builder embeds (macOS and Windows; Linux has no check).
  [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
  // Only app.asar is loaded: no loose `app/` folder beside it to swap the code for.
  [FuseV1Options.OnlyLoadAppFromAsar]: true,
  // The shell shows http(s) pages and a data: error page, never file://, so file: gets no extras.
  [FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
} as const;

/**
 * Fuses not named above (a newer Electron's, such as WasmTrapHandlers) keep Electron's default:
 * the wire's length depends on the Electron version, so requiring all of them would break the
 * build on every Electron that adds one.
 */
export const FUSE_CONFIG: FuseV1Config = { version: FuseVersion.V1, ...FUSE_SETTINGS };

/** The parts of electron-builder's AfterPackContext the hook reads. */
export interface PackedApp {
  appOutDir: string;
  electronPlatformName: string;
  packager: { appInfo: { productFilename: string }; executableName?: string };
}

/**
 * Where the packed Electron binary is (as electron-builder names it): the executable on Linux
 * (`linux.executableName`), `<product>.exe` on Windows, the `.app` bundle on macOS, whose
 * framework @electron/fuses finds itself.
 */
export function packedBinaryPath({ appOutDir, electronPlatformName, packager }: PackedApp): string {
  switch (electronPlatformName) {
    case 'linux':
      if (!packager.executableName) throw new Error('the Linux packager names no executable');
      return join(appOutDir, packager.executableName);
    case 'win32':
      return join(appOutDir, `${packager.appInfo.productFilename}.exe`);
    case 'darwin':
    case 'mas':
      return join(appOutDir, `${packager.appInfo.productFilename}.app`);
    default:
      throw new Error(`no fuse settings for platform ${electronPlatformName}`);
  }
}

/**
 * electron-builder's `afterPack` hook: it runs after the app is packed and before electron-builder
 * signs the result (on macOS and Windows), so the signature covers the flipped fuses.
 */
export async function afterPack(context: PackedApp): Promise<void> {
  await flipFuses(packedBinaryPath(context), FUSE_CONFIG);
}
