import type { FastifyPluginAsync } from 'fastify';
import type { ResourceLink } from '../../../contracts/system';

const BASE = '/sandbox/downloads';

/**
 * The sandbox's download resources (SPEC §3 "Download link"), which the demo merchant's settings
 * list (db/seed.ts) and the routes below serve: the app page and the download bar have something
 * real to offer without an app store. Paths on the platform's own origin, so they work on any port.
 */
export const SANDBOX_DOWNLOADS: ResourceLink[] = [
  { resourceType: 'Android', url: `${BASE}/pinoy-play.apk` },
  { resourceType: 'MOBILECONFIG', url: `${BASE}/pinoy-play.mobileconfig` },
  { resourceType: 'TUTORIAL', url: `${BASE}/tutorial` },
];

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/**
 * An iOS configuration profile holding one web clip: installed from Settings, it puts the app on
 * the home screen, opening full screen on `appUrl`. Unsigned (iOS says so when it installs it); the
 * UUIDs are fixed so installing it again replaces the clip instead of adding a second one.
 */
export function webClipProfile(appUrl: string): string {
  const text = (key: string, value: string) => `<key>${key}</key><string>${escapeXml(value)}</string>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
<key>PayloadContent</key>
<array>
<dict>
<key>FullScreen</key><true/>
<key>IsRemovable</key><true/>
<key>Precomposed</key><true/>
${text('Label', 'Pinoy Play')}
${text('URL', appUrl)}
${text('PayloadDisplayName', 'Pinoy Play')}
${text('PayloadIdentifier', 'ph.pinoyplay.sandbox.webclip')}
${text('PayloadType', 'com.apple.webClip.managed')}
${text('PayloadUUID', '6F1B6A52-2C4E-4D8B-9E61-3A0C5B7D2E10')}
<key>PayloadVersion</key><integer>1</integer>
</dict>
</array>
${text('PayloadDisplayName', 'Pinoy Play (sandbox)')}
${text('PayloadIdentifier', 'ph.pinoyplay.sandbox')}
${text('PayloadType', 'Configuration')}
${text('PayloadUUID', '0C7E2A41-9B3D-4F65-8A12-D5E47B9C3F28')}
<key>PayloadVersion</key><integer>1</integer>
</dict>
</plist>
`;
}

const TUTORIAL = `<!doctype html>
<html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>How to install Pinoy Play</title>
<h1>How to install Pinoy Play</h1>
<p>This is the sandbox's tutorial page: a merchant links its own guide or video here.</p>
<h2>Android</h2>
<ol><li>Tap <b>Download for Android</b> on the app page.</li>
<li>Open the downloaded file and allow installs from your browser when Android asks.</li>
<li>Open Pinoy Play from your home screen.</li></ol>
<h2>iPhone and iPad (iOS 12.4 or later)</h2>
<ol><li>Open the app page in Safari and tap <b>Install the iOS profile</b>.</li>
<li>Open Settings, tap <b>Profile Downloaded</b>, then <b>Install</b>.</li>
<li>Pinoy Play is now on your home screen.</li></ol>
<p><a href="/m/app">Back to the app page</a></p>
</html>`;

/**
 * The files behind SANDBOX_DOWNLOADS (sandbox mode only). The Android file is a stand-in, not an
 * installable app: it has the package's name and media type so the download flow can be tried.
 */
export function sandboxDownloadRoutes(publicUrl: string): FastifyPluginAsync {
  return async (app) => {
    const hide = { schema: { hide: true } };
    app.get(`${BASE}/pinoy-play.apk`, hide, async (_request, reply) =>
      reply
        .type('application/vnd.android.package-archive')
        .header('content-disposition', 'attachment; filename="pinoy-play-sandbox.apk"')
        .send('Pinoy Play sandbox: a stand-in for the Android app, not an installable package.\n'),
    );
    app.get(`${BASE}/pinoy-play.mobileconfig`, hide, async (_request, reply) =>
      reply
        .type('application/x-apple-aspen-config')
        .header('content-disposition', 'attachment; filename="pinoy-play.mobileconfig"')
        .send(webClipProfile(`${publicUrl}/m/home`)),
    );
    app.get(`${BASE}/tutorial`, hide, async (_request, reply) => reply.type('text/html; charset=utf-8').send(TUTORIAL));
  };
}
