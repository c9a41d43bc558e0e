import { afterEach, describe, expect, it } from 'vitest';
import indexHtml from '../../index.html?raw';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import { isInstalledApp } from '../platform/appInfo';
import { SESSION_KEYS, browserStorage } from '../platform/storage';
import { RootStore } from '../stores/RootStore';
import { fakeApi, memberInfoOf } from '../test/fakes';
import { fakePlatform } from '../platform/fakePlatform';

/** index.html's head script, which marks the page when the server's visitor screen would be wrong. */
const guard = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? '';

function marked(): boolean {
  delete document.documentElement.dataset.restored;
  new Function(guard)();
  return document.documentElement.dataset.restored !== undefined;
}

/** What the client's first screen shows that a fresh visitor's does not, read from the stores. */
function differsFromVisitor(): boolean {
  const { session, ui } = new RootStore({ storage: browserStorage(), api: fakeApi() });
  return (
    session.isLoggedIn ||
    session.trialName !== null ||
    session.memberInfo !== null ||
    ui.termsAccepted ||
    ui.theme !== 'dark' ||
    ui.language !== DEFAULT_LANGUAGE ||
    isInstalledApp()
  );
}

const stores = () => new RootStore({ storage: browserStorage(), api: fakeApi() });

const browserMatchMedia = window.matchMedia;
afterEach(() => {
  delete document.documentElement.dataset.restored;
  delete window.platform;
  window.matchMedia = browserMatchMedia;
});

describe('the page’s check of what the browser has stored, before the server’s first screen shows', () => {
  it.each<[string, () => void]>([
    ['a signed-in player', () => stores().storage.session.set(SESSION_KEYS.sessionInfo, { token: 't', userName: 'juan', type: 0 })],
    ['a trial player', () => stores().storage.session.set(SESSION_KEYS.trialName, 'trial123')],
    ['a visitor who accepted the terms this session', () => stores().ui.acceptTerms()],
    ['a player who chose the light theme', () => stores().ui.setTheme('light')],
    ['a player who chose Filipino', () => stores().ui.setLanguage('TY')],
    ['a player in the desktop shell', () => (window.platform = fakePlatform().bridge)],
    [
      'a player who opened the installed app',
      () => (window.matchMedia = ((query: string) => ({ matches: query === '(display-mode: standalone)' })) as typeof window.matchMedia),
    ],
  ])('hides it from %s, whose first screen differs', (_who, store) => {
    store();
    expect(differsFromVisitor()).toBe(true);
    expect(marked()).toBe(true);
  });

  it.each<[string, () => void]>([
    ['a fresh visitor', () => undefined],
    [
      'a visitor who chose the dark theme and English again',
      () => (stores().ui.setTheme('dark'), stores().ui.setLanguage(DEFAULT_LANGUAGE)),
    ],
    [
      'a visitor who hid balances or searched before',
      () => (stores().ui.toggleHideBalance(), localStorage.setItem('searchHistory', '["lucky"]')),
    ],
    ['a browser left with member details but no session', () => stores().storage.session.set(SESSION_KEYS.memberInfo, memberInfoOf(0))],
  ])('shows it to %s, whose first screen is the same', (_who, store) => {
    store();
    expect(differsFromVisitor()).toBe(false);
    expect(marked()).toBe(false);
  });

  it('hides it when storage cannot be read at all', () => {
    const blocked = Object.getOwnPropertyDescriptor(window, 'sessionStorage')!;
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    try {
      expect(marked()).toBe(true);
    } finally {
      Object.defineProperty(window, 'sessionStorage', blocked);
    }
  });
});
