import type { PlatformBridge } from '../../contracts/platform-bridge';

/** Every channel carries this prefix; the main process ignores anything else (VS Code's rule). */
export const CHANNEL_PREFIX = 'platform:';

export type Method = keyof PlatformBridge;
export type Args<M extends Method> = Parameters<PlatformBridge[M]>;
export type Result<M extends Method> = Awaited<ReturnType<PlatformBridge[M]>>;

/**
 * The one channel map: one channel per bridge method. The preload and the handlers both
 * read it, and the `satisfies` clause makes a missing or misnamed method a compile error.
 */
export const CHANNELS = {
  appInfo: 'platform:appInfo',
  secureGet: 'platform:secureGet',
  secureSet: 'platform:secureSet',
  secureDelete: 'platform:secureDelete',
  openExternal: 'platform:openExternal',
  updateStatus: 'platform:updateStatus',
  installUpdate: 'platform:installUpdate',
  openGame: 'platform:openGame',
  closeGame: 'platform:closeGame',
  openChat: 'platform:openChat',
  closeChat: 'platform:closeChat',
  stillHere: 'platform:stillHere',
  idleSignedOut: 'platform:idleSignedOut',
} as const satisfies { [M in Method]: `${typeof CHANNEL_PREFIX}${M}` };

export const METHODS = Object.keys(CHANNELS) as Method[];

/** The one main -> renderer channel; every message on it is a ShellEvent. */
export const SHELL_EVENT_CHANNEL = `${CHANNEL_PREFIX}shellEvent`;
