/** Seconds before the error page tries the app again by itself (kiosks have no one to click). */
export const RETRY_SECONDS = 15;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A self-contained error page as a data: URL, so it shows even when the server is down.
 * It links back to the app URL (which the navigation guard allows) and retries on a timer;
 * its strict CSP means it runs no script, and the IPC sender check refuses its origin.
 */
export function errorPageUrl(appUrl: string, title: string, detail: string): string {
  const url = escapeHtml(appUrl);
  const html = `<!doctype html><html><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta http-equiv="refresh" content="${RETRY_SECONDS};url=${url}">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;
font-family:system-ui,sans-serif;background:#0f1020;color:#f5f5f7;text-align:center;padding:24px;box-sizing:border-box}
a{margin-top:24px;padding:12px 32px;border-radius:24px;background:#f5b301;color:#0f1020;text-decoration:none;font-weight:600}
p{color:#b8b8c8}</style></head>
<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(detail)}</p><a href="${url}">Try again</a></body></html>`;
  return `data:text/html;charset=utf-8,${encodeURIComponent(html)}`;
}
