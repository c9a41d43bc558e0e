// `npm run pwa:assets`: the installed app's pictures, made from the sources in public/icons and
// from the running app, and committed (the build only copies them). Run it again after the
// logo or the home screen changes: the install prompt shows these.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { launchChromium } from './bench/phone-browser';
import { startPlatform } from './bench/platform';

const root = path.resolve(import.meta.dirname, '..');
const pub = (...parts: string[]) => path.join(root, 'public', ...parts);

// PNG icons: browsers' install checks and Android's launcher want bitmaps at these sizes.
for (const size of [192, 512]) {
  await sharp(pub('icons', 'icon-192.svg'), { density: 72 * (size / 192) })
    .resize(size, size)
    .png()
    .toFile(pub('icons', `icon-${size}.png`));
}
await sharp(pub('icons', 'icon-maskable.svg'), { density: 300 }).resize(512, 512).png().toFile(pub('icons', 'icon-maskable-512.png'));

// Screenshots for the richer install dialog: a phone (narrow) and a desktop window (wide).
mkdirSync(pub('screenshots'), { recursive: true });
const platform = await startPlatform(root, 8391);
const browser = await launchChromium();
try {
  for (const [name, viewport] of [
    ['home-narrow', { width: 390, height: 844 }],
    ['home-wide', { width: 1280, height: 800 }],
  ] as const) {
    const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
    await page.addInitScript(() => sessionStorage.setItem('agreeTerms', 'true'));
    await page.goto(`${platform.base}/m/home`, { waitUntil: 'networkidle' });
    await page.screenshot({ path: pub('screenshots', `${name}.png`) });
    await page.close();
  }
} finally {
  await browser.close();
  await platform.stop();
}
