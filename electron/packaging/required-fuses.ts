import { FuseV1Options } from '@electron/fuses';

/**
 * The fuses every package must carry (issue 16, "Packages"), written down apart from fuses.ts so
 * the tests compare the settings and the packed binary against it rather than against themselves.
 */
export const REQUIRED_FUSES: ReadonlyArray<readonly [FuseV1Options, boolean]> = [
  [FuseV1Options.RunAsNode, false],
  [FuseV1Options.EnableNodeOptionsEnvironmentVariable, false],
  [FuseV1Options.EnableNodeCliInspectArguments, false],
  [FuseV1Options.OnlyLoadAppFromAsar, true],
  [FuseV1Options.EnableEmbeddedAsarIntegrityValidation, true],
  [FuseV1Options.EnableCookieEncryption, true],
];
