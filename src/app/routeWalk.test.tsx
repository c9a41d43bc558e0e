import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { fakeApi, loggedInStore, makeStore, memberInfoOf } from '../test/fakes';
import { renderApp } from '../test/render';
import { titleKey } from './layout';
import { ROUTES } from './routes';

/** Words a stand-in screen would carry; no route of the spec may show one. */
const PLACEHOLDER_TEXT = /still building|placeholder|lorem ipsum|not implemented|under construction|\bTODO\b/i;

const VIEWERS = {
  visitor: () => makeStore(fakeApi()),
  member: () => loggedInStore(0, fakeApi({ member: { info: memberInfoOf(0) } })),
  trial: () => loggedInStore(4, fakeApi({ member: { info: memberInfoOf(4) } })),
};

/** jsdom has no IntersectionObserver; nothing scrolls here, so nothing is ever near. */
class NeverNear {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

beforeEach(() => vi.stubGlobal('IntersectionObserver', NeverNear));
afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

/**
 * Every route of the spec, as each kind of viewer opens it: it draws its own screen (its title as
 * the page's heading, or the full-screen game frame of /m/play and /m/lotto-h5) or sends the
 * viewer where the access rules say (login, home, a prompt), and never a stand-in.
 */
describe.each(Object.entries(VIEWERS))('the whole route list, as a %s', (_viewer, storeFor) => {
  it.each(ROUTES.map((route) => [route.path, route] as const))('%s', async (path, route) => {
    const { location } = renderApp(path, storeFor());
    const title = i18next.t(titleKey(route.id));
    await waitFor(
      () => {
        const headings = screen.queryAllByRole('heading', { level: 1 }).map((h) => h.textContent);
        // The full-screen game has no heading: its frame, or its "cannot open" line, under its exit bar.
        const drawn = headings.includes(title) || document.querySelector('.play .play__bar') !== null;
        expect(location() !== path || drawn, `${path}: ${headings.join(', ')}`).toBe(true);
        expect(screen.queryByRole('progressbar', { name: 'Loading' })).toBeNull();
      },
      { timeout: 5000 },
    );
    expect(document.body.textContent).not.toMatch(PLACEHOLDER_TEXT);
  });
});
