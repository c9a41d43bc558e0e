import type { ShellKind } from '../contracts/platform-bridge';

/** Where the renderer comes from when nothing else is configured: the platform server's home route. */
export const DEFAULT_APP_URL = 'http://localhost:8080/m/home';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The URL the window loads. PINOY_APP_URL wins; under `vite --mode electron` the dev server
 * URL is used (its SPA fallback serves /m/home). Only http(s) is accepted, because the app
 * origin derived from it is the root of every trust decision (navigation, IPC senders).
 */
export function resolveAppUrl(env: Env): URL {
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
  return url;
}

/** Kiosk when PINOY_KIOSK=1 or the process was started with --kiosk; desktop otherwise. */
export function resolveShellKind(env: Env, argv: readonly string[]): ShellKind {
  return env.PINOY_KIOSK === '1' || argv.includes('--kiosk') ? 'kiosk' : 'desktop';
}

/**
 * The vendors' origins whose game pages the shell shows in its isolated game view:
 * PINOY_GAME_ORIGINS (comma-separated http(s) origins), else the sandbox's house vendor beside
 * the app (same host, port 8081). A launch on any other origin is refused.
 */
export function resolveGameOrigins(env: Env, appUrl: URL): string[] {
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
    return url.origin;
  });
}
