/**
 * Vitest setup for the renderer project: English texts, a clean DOM and clean storage per test,
 * and the browser APIs jsdom lacks.
 */
import { cleanup, configure } from '@testing-library/react';
import { options } from 'preact';
import { afterEach } from 'vitest';
import { initI18n, loadTexts, showLanguage } from '../i18n';
import { DEFAULT_LANGUAGE } from '../i18n/languages';

// Filipino's texts fetched once, so a test can switch to them at once; English shows by default.
await initI18n('TY');
// The cashier's texts too (the app fetches them with its screens), in both languages.
await loadTexts('cashier');
await showLanguage(DEFAULT_LANGUAGE);

// findBy and waitFor return as soon as the screen is right; their 1 s default is too short on a
// 2-core CI machine that runs these beside the server's tests and the browser stories.
configure({ asyncUtilTimeout: 5_000 });

// Preact runs effects a frame after a render: in a browser on requestAnimationFrame, raced by a
// 35 ms timer that may fire after a test file's window is gone (and then finds no
// cancelAnimationFrame). Here a frame is the next macrotask, so nothing is left pending.
options.requestAnimationFrame = (callback) => void setTimeout(callback, 0);

if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (typeof window.ResizeObserver !== 'function') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
