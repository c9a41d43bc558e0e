import { describe, expect, it } from 'vitest';
import { PHONE_VIEWPORT, windowOptions } from './options';

const input = { preloadPath: '/app/dist-electron/preload.mjs', title: 'Pinoy Play', devTools: false };

describe('windowOptions', () => {
  it.each(['desktop', 'kiosk'] as const)('isolates the %s renderer', (kind) => {
    const prefs = windowOptions({ ...input, kind }).webPreferences;
    expect(prefs).toMatchObject({
      preload: input.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      spellcheck: false,
      disableBlinkFeatures: 'Auxclick',
    });
  });

  it('gives the desktop a resizable phone-sized content area within limits', () => {
    const options = windowOptions({ ...input, kind: 'desktop' });
    expect(options).toMatchObject({ ...PHONE_VIEWPORT, useContentSize: true, resizable: true, show: false });
    expect(options.minWidth).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    expect(options.maxWidth).toBeGreaterThanOrEqual(PHONE_VIEWPORT.width);
    expect(options.minHeight).toBeLessThanOrEqual(PHONE_VIEWPORT.height);
    expect(options.maxHeight).toBeGreaterThanOrEqual(PHONE_VIEWPORT.height);
    expect(options.kiosk).toBeUndefined();
    expect(options.webPreferences?.devTools).toBe(false);
    expect(windowOptions({ ...input, kind: 'desktop', devTools: true }).webPreferences?.devTools).toBe(true);
  });

  it('makes the kiosk fullscreen, unsized and without devtools', () => {
    const options = windowOptions({ ...input, kind: 'kiosk' });
    expect(options).toMatchObject({ kiosk: true, fullscreen: true, resizable: false });
    expect(options.maxWidth).toBeUndefined();
    expect(options.webPreferences?.devTools).toBe(false);
  });
});
