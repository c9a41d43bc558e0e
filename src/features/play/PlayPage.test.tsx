import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakePlatform } from '../../platform/fakePlatform';
import { loggedInStore } from '../../test/fakes';
import { renderApp, renderWithStores } from '../../test/render';
import PlayPage from './PlayPage';
import { playLocation } from './playPath';

const GAME_URL = 'http://localhost:8081/games/house-rng-001?token=g1&user=u1&currency=PHP&lang=en';

afterEach(() => {
  vi.useRealTimers();
});

describe('play page', () => {
  it('shows the game full screen in a sandboxed frame titled with its name', async () => {
    renderApp(playLocation(GAME_URL, 'Lucky Seven'));
    const frame = await screen.findByTitle('Lucky Seven');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms');
    expect(frame.getAttribute('allow')).toBe('fullscreen');
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    // No header, no footer (SPEC §2 layout rules).
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });

  it('calls the frame Game when the name is unknown', async () => {
    renderApp({ pathname: '/m/play', state: { address: GAME_URL } });
    expect((await screen.findByTitle('Game')).tagName).toBe('IFRAME');
  });

  it('blanks the frame, sets the source after 150 ms, and ends loading 100 ms after the frame loaded', () => {
    vi.useFakeTimers();
    renderWithStores(<PlayPage />, { path: playLocation(GAME_URL, 'Lucky Seven') });
    const frame = screen.getByTitle('Lucky Seven');
    const loading = () => screen.queryByRole('progressbar', { name: 'Loading game' });
    expect(frame.getAttribute('src')).toBe('about:blank');
    expect(loading()).toBeTruthy();
    // The blank page's own load does not end the loading.
    fireEvent.load(frame);
    act(() => vi.advanceTimersByTime(149));
    expect(frame.getAttribute('src')).toBe('about:blank');
    act(() => vi.advanceTimersByTime(1));
    expect(frame.getAttribute('src')).toBe(GAME_URL);
    act(() => vi.advanceTimersByTime(1000));
    expect(loading()).toBeTruthy();
    fireEvent.load(frame);
    act(() => vi.advanceTimersByTime(99));
    expect(loading()).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(loading()).toBeNull();
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', '/m/home', ''])('refuses to open %j, with a way back', async (game) => {
    const user = userEvent.setup();
    const { location } = renderApp({ pathname: '/m/play', search: '?name=Evil', state: { address: game } });
    expect(await screen.findByText('This game cannot be opened')).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to lobby' }));
    expect(location()).toBe('/m/home');
  });

  it('opens nothing from a link carrying a vendor address in its query, as old links did', async () => {
    renderApp(`/m/play?game=${encodeURIComponent(GAME_URL)}&name=Lucky`);
    expect(await screen.findByText('This game cannot be opened')).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('goes back to home', async () => {
    const user = userEvent.setup();
    const { location } = renderApp(playLocation(GAME_URL, 'Lucky Seven'));
    await user.click(await screen.findByRole('button', { name: 'Back to lobby' }));
    expect(location()).toBe('/m/home');
  });

  it('refreshes the balance when the player leaves', () => {
    const store = loggedInStore();
    const { unmount } = renderWithStores(<PlayPage />, { store, path: playLocation(GAME_URL, 'Lucky Seven') });
    expect(store.api.wallet.gcs).not.toHaveBeenCalled();
    unmount();
    expect(store.api.wallet.gcs).toHaveBeenCalledTimes(1);
  });
});

describe('play page in the Electron shell', () => {
  afterEach(() => {
    delete window.platform;
  });

  function shellBridge() {
    const { bridge } = fakePlatform();
    window.platform = bridge;
    return bridge;
  }

  it('hands the game to the shell\u2019s isolated view instead of framing it, and closes the view on leaving', async () => {
    const bridge = shellBridge();
    const user = userEvent.setup();
    const { location } = renderApp(playLocation(GAME_URL, 'Lucky Seven'));
    await vi.waitFor(() => expect(bridge.openGame).toHaveBeenCalledWith(GAME_URL, expect.any(Number)));
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to lobby' }));
    expect(location()).toBe('/m/home');
    expect(bridge.closeGame).toHaveBeenCalledTimes(1);
  });

  it('says the game cannot be opened when the shell refuses its origin', async () => {
    const bridge = shellBridge();
    bridge.openGame.mockRejectedValue(new Error('not a game origin'));
    renderApp(playLocation(GAME_URL, 'Lucky Seven'));
    expect((await screen.findByRole('alert')).textContent).toBe('This game cannot be opened');
  });
});
