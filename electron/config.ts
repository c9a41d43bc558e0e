import { BlockList, isIP } from 'node:net';
import type { ShellKind } from '../contracts/platform-bridge';

/** Where the renderer comes from when nothing else is configured: the platform server's home route. */
export const DEFAULT_APP_URL = 'http://localhost:8080/m/home';

type Env = Readonly<Record<string, string | undefined>>;

/** Loopback and private-network addresses (RFC 1918, IPv6 unique-local): a venue's own LAN. */
const LOCAL_NETWORKS = new BlockList();
LOCAL_NETWORKS.addSubnet('127.0.0.0', 8, 'ipv4');
LOCAL_NETWORKS.addSubnet('10.0.0.0', 8, 'ipv4');
LOCAL_NETWORKS.addSubnet('172.16.0.0', 12, 'ipv4');
LOCAL_NETWORKS.addSubnet('192.168.0.0', 16, 'ipv4');
LOCAL_NETWORKS.addAddress('::1', 'ipv6');
LOCAL_NETWORKS.addSubnet('fc00::', 7, 'ipv6');

/**
 * Whether plain http is acceptable for `url` (Electron's checklist, item 1: only load secure
 * content). A packaged shell takes http only from `localhost` or a loopback or private-network
 * address written as such: a venue's server on its own LAN. A host name could resolve anywhere,
 * so it needs https. A run from source (development, the stories) takes any http.
 */
function secureEnough(url: URL, packaged: boolean): boolean {
  if (url.protocol === 'https:' || !packaged) return true;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (host === 'localhost') return true;
  const family = isIP(host);
  return family !== 0 && LOCAL_NETWORKS.check(host, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The URL the window loads. PINOY_APP_URL wins; under `vite --mode electron` the dev server
 * URL is used (its SPA fallback serves /m/home). Only http(s) is accepted, because the app
 * origin derived from it is the root of every trust decision (navigation, IPC senders); a
 * packaged shell takes plain http only on a local network (secureEnough).
 */
export function resolveAppUrl(env: Env, packaged = false): URL {
  const explicit = env.PINOY_APP_URL?.trim();
  const devServer = env.VITE_DEV_SERVER_URL?.trim();
  const raw = explicit || (devServer ? new URL('/m/home', devServer).href : DEFAULT_APP_URL);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`Invalid app URL: ${raw}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`App URL must be http(s): ${raw}`);
  }
  if (url.username || url.password) throw new Error('App URL must not carry credentials');
  if (!secureEnough(url, packaged)) throw new Error(`App URL must be https outside a local network: ${raw}`);
  return url;
}

/** Kiosk when PINOY_KIOSK=1 or the process was started with --kiosk; desktop otherwise. */
export function resolveShellKind(env: Env, argv: readonly string[]): ShellKind {
  return env.PINOY_KIOSK === '1' || argv.includes('--kiosk') ? 'kiosk' : 'desktop';
}

/**
 * The vendors' origins whose game pages the shell shows in its isolated game view:
 * PINOY_GAME_ORIGINS (comma-separated http(s) origins), else the sandbox's house vendor beside
 * the app (same host, port 8081). A launch on any other origin is refused. A packaged shell takes
 * plain http only on a local network, as for the app (secureEnough).
 */
export function resolveGameOrigins(env: Env, appUrl: URL, packaged = false): string[] {
  const listed = env.PINOY_GAME_ORIGINS?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const raw = listed?.length ? listed : [`${appUrl.protocol}//${appUrl.hostname}:8081`];
  return raw.map((entry) => {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new Error(`Invalid game origin: ${entry}`);
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password)
      throw new Error(`Game origin must be a plain http(s) origin: ${entry}`);
    if (!secureEnough(url, packaged)) throw new Error(`Game origin must be https outside a local network: ${entry}`);
    return url.origin;
  });
}

/** Developer tools only when asked for (--devtools or PINOY_DEVTOOLS=1), in either kind of shell. */
export function resolveDevTools(env: Env, argv: readonly string[]): boolean {
  return env.PINOY_DEVTOOLS === '1' || argv.includes('--devtools');
}

/**
 * Whether the shell follows the update feed: always when packaged; from source only with
 * PINOY_UPDATES_FROM_SOURCE=1 (the update story of tests/electron), since a run from source has
 * no installer to replace and electron-updater otherwise stays off there.
 */
export function resolveUpdatesOn(env: Env, packaged: boolean): boolean {
  return packaged || env.PINOY_UPDATES_FROM_SOURCE === '1';
}

/** A local time of day, 24-hour clock. */
export interface TimeOfDay {
  hour: number;
  minute: number;
}

/** What a venue's terminal does on its own; see resolveKioskOptions. */
export interface KioskOptions {
  /** Seconds without input before the idle warning; 0 turns the idle reset off. */
  idleSeconds: number;
  /** How long the "Are you still there?" countdown runs before the player is signed out. */
  idleWarningSeconds: number;
  /** When to restart the app each night (only with no player and nobody at the machine), or never. */
  nightlyRestart: TimeOfDay | null;
  hideCursor: boolean;
  /** No text selection (outside form fields) and no dragging of links and pictures. */
  noSelect: boolean;
}

export const KIOSK_DEFAULTS = { idleSeconds: 180, idleWarningSeconds: 30 } as const;

function wholeSeconds(env: Env, name: string, fallback: number, min: number, max: number, allowZero = false): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if ((allowZero && value === 0) || (value >= min && value <= max)) return value;
  throw new Error(`${name} must be a whole number of seconds from ${min} to ${max}${allowZero ? ' (or 0 for off)' : ''}: ${raw}`);
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (raw === '1' || raw === '0') return raw === '1';
  throw new Error(`${name} must be 1 or 0: ${raw}`);
}

function timeOfDay(env: Env, name: string): TimeOfDay | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(raw);
  if (!match) throw new Error(`${name} must be a local time HH:MM (24-hour): ${raw}`);
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

/**
 * The kiosk's own behaviour. The idle reset and the nightly restart exist only in a kiosk (a
 * desktop belongs to one player). Text selection and dragging are off by default in a kiosk (a
 * long press on a touch screen would select text); the cursor stays unless PINOY_HIDE_CURSOR=1,
 * since a kiosk may have a mouse. Both switches work on the desktop too, off by default there.
 */
export function resolveKioskOptions(env: Env, kind: ShellKind): KioskOptions {
  const kiosk = kind === 'kiosk';
  const idleSeconds = kiosk ? wholeSeconds(env, 'PINOY_IDLE_SECONDS', KIOSK_DEFAULTS.idleSeconds, 1, 86_400, true) : 0;
  const nightlyRestart = kiosk ? timeOfDay(env, 'PINOY_NIGHTLY_RESTART') : null;
  // "No player session" is known from a completed idle reset with no input since.
  if (nightlyRestart && idleSeconds === 0) throw new Error('PINOY_NIGHTLY_RESTART needs the idle reset (PINOY_IDLE_SECONDS above 0)');
  return {
    idleSeconds,
    idleWarningSeconds: wholeSeconds(env, 'PINOY_IDLE_WARNING_SECONDS', KIOSK_DEFAULTS.idleWarningSeconds, 1, 600),
    nightlyRestart,
    hideCursor: flag(env, 'PINOY_HIDE_CURSOR', false),
    noSelect: flag(env, 'PINOY_NO_SELECT', kiosk),
  };
}
