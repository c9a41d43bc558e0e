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
