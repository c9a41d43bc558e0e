import type { Failure } from './recovery';

/**
 * The page's words, in English and Filipino side by side. It is a data: URL shown when the app
 * (and with it i18next and the player's language) is not there, so its texts live here, static.
 */
const TEXTS: Record<Failure['kind'], { en: [string, string]; fil: [string, string] }> = {
  offline: {
    en: ['Cannot reach the server', 'Check the network connection.'],
    fil: ['Hindi maabot ang server', 'Tingnan ang koneksyon sa network.'],
  },
  crashed: {
    en: ['Something went wrong', 'The screen stopped working.'],
    fil: ['May nangyaring mali', 'Huminto ang screen.'],
  },
  unresponsive: {
    en: ['The screen stopped responding', 'It was restarted.'],
    fil: ['Hindi na tumutugon ang screen', 'Sinimulan itong muli.'],
  },
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** HH:MM:SS on the machine's clock: the venue's staff read it against the clock on the wall. */
function clockTime(at: Date): string {
  return [at.getHours(), at.getMinutes(), at.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
}

export interface RetryPage {
  appUrl: string;
  failure: Failure;
  retrySeconds: number;
  /** When the page will try, shown as a time of day (the page runs no script, so nothing counts down). */
  retryAt: Date;
}

/**
 * A self-contained offline/error page as a data: URL, so it shows even when the server is down.
 * It loads the app again after `retrySeconds` (meta refresh) and has a button to try at once
 * (a link to the app, which the navigation guard allows); its strict CSP means it runs no script,
 * and the IPC sender check refuses its origin.
 */
export function errorPageUrl({ appUrl, failure, retrySeconds, retryAt }: RetryPage): string {
  const url = escapeHtml(appUrl);
  const { en, fil } = TEXTS[failure.kind];
  const seconds = Math.max(1, Math.round(retrySeconds));
  const time = clockTime(retryAt);
  const detail = failure.kind === 'offline' ? `<p class="code">${escapeHtml(failure.detail)}</p>` : '';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta http-equiv="refresh" content="${seconds};url=${url}">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(en[0])}</title>
<style>body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;
font-family:system-ui,sans-serif;background:#0f1020;color:#f5f5f7;text-align:center;padding:24px;box-sizing:border-box}
h1{margin:0 0 8px}h2{margin:24px 0 8px;font-size:1.2em}p{color:#b8b8c8;margin:4px 0}.code{font-size:.8em;margin-top:16px}
a{margin-top:24px;padding:12px 32px;border-radius:24px;background:#f5b301;color:#0f1020;text-decoration:none;font-weight:600}</style></head>
<body><h1>${escapeHtml(en[0])}</h1><p>${escapeHtml(en[1])}</p>
<p>Trying again in ${seconds} s (at ${time}).</p>
<h2 lang="fil">${escapeHtml(fil[0])}</h2><p lang="fil">${escapeHtml(fil[1])}</p>
<p lang="fil">Susubukan ulit sa loob ng ${seconds} segundo (sa ${time}).</p>${detail}
<a href="${url}">Try again · <span lang="fil">Subukan ulit</span></a></body></html>`;
  return `data:text/html;charset=utf-8,${encodeURIComponent(html)}`;
}
