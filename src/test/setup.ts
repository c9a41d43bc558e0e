/**
 * Vitest setup for the renderer project: English texts, a clean DOM and clean storage per test,
 * and the browser APIs jsdom lacks.
 */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n, showLanguage } from '../i18n';
import { DEFAULT_LANGUAGE } from '../i18n/languages';

// Filipino's texts fetched once, so a test can switch to them at once; English shows by default.
await initI18n('TY');
await showLanguage(DEFAULT_LANGUAGE);

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
