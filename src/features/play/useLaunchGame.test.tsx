import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import { gameOf, loggedInStore, makeStore } from '../../test/fakes';
import { renderWithStores } from '../../test/render';
import { Toast } from '../../ui/Toast';
import { GameGrid } from '../games/GameGrid';
import { playLocation } from './playPath';

const slot = gameOf(7, { vassalage: 'HOUSE', gameCode: 'house-rng-001', gameName: 'Lucky Seven' });
const lottery = gameOf(9, { gameType: 'LOTT', gameId: 'L1', gameCode: 'L1' });

function renderGrid(store = loggedInStore()) {
  return renderWithStores(
    <>
      <GameGrid games={[slot, lottery]} />
      <Toast />
    </>,
    { store },
  );
}

describe('launching a game', () => {
  it('asks the server for the vendor page and opens it on the play page', async () => {
    const user = userEvent.setup();
    const { store, url, state } = renderGrid();
    await user.click(screen.getByRole('button', { name: 'Lucky Seven' }));
    await waitFor(() => expect(url()).toMatch(/^\/m\/play\?/));
    expect(store.api.games.launch).toHaveBeenCalledWith({ nodeId: 7, language: 'EN' });
    const { url: vendorUrl, gameName } = await vi.mocked(store.api.games.launch).mock.results[0]!.value;
    // Exactly the server's address and name: nothing (no session token) is added by the client.
    const target = playLocation(vendorUrl, gameName);
    expect(url()).toBe(`${target.pathname}${target.search}`);
    expect(state()).toEqual(target.state);
    // The vendor address carries the game token: it is in the navigation state, never the URL.
    expect(url()).not.toContain('token');
    // The server records the launch as recently played.
    expect(store.api.games.addRecent).not.toHaveBeenCalled();
  });

  it('launches once when tapped twice while the launch runs', async () => {
    const user = userEvent.setup();
    const store = loggedInStore();
    let answer: (value: { url: string; gameName: string }) => void = () => undefined;
    vi.mocked(store.api.games.launch).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { location } = renderGrid(store);
    const tile = screen.getByRole('button', { name: 'Lucky Seven' });
    await user.click(tile);
    // The 'Please wait' overlay shows while the server answers.
    expect(store.ui.loading).toBe(true);
    await user.click(tile);
    expect(store.api.games.launch).toHaveBeenCalledTimes(1);
    answer({ url: 'https://games.example.com/slot', gameName: 'Lucky Seven' });
    await waitFor(() => expect(location()).toBe('/m/play'));
  });

  it('says a game whose vendor is not connected is not available yet, and stays', async () => {
    const user = userEvent.setup();
    const store = loggedInStore();
    vi.mocked(store.api.games.launch).mockRejectedValue(new ApiError('FORBIDDEN', 'This game is not available yet', 403));
    const { location } = renderGrid(store);
    await user.click(screen.getByRole('button', { name: 'Lucky Seven' }));
    expect(await screen.findByText('This game is not available yet')).toBeTruthy();
    expect(location()).toBe('/m/home');
    expect(store.ui.loading).toBe(false);
  });

  it('shows the translated error of any other refusal', async () => {
    const user = userEvent.setup();
    const store = loggedInStore();
    vi.mocked(store.api.games.launch).mockRejectedValue(new ApiError('NETWORK', 'offline'));
    renderGrid(store);
    await user.click(screen.getByRole('button', { name: 'Lucky Seven' }));
    expect(await screen.findByText('Network error. Please check your connection and try again.')).toBeTruthy();
  });

  it('ends a dead session when the launch is refused for its token', async () => {
    const user = userEvent.setup();
    const store = loggedInStore();
    vi.mocked(store.api.games.launch).mockRejectedValue(new ApiError('SESSION_EXPIRED', 'expired', 401));
    renderGrid(store);
    await user.click(screen.getByRole('button', { name: 'Lucky Seven' }));
    expect(await screen.findByText('The account has been logged out, please log in again')).toBeTruthy();
    expect(store.session.isLoggedIn).toBe(false);
  });

  it('opens lottery games on their launch route, recorded as recent, without the server launch', async () => {
    const user = userEvent.setup();
    const { store, location } = renderGrid();
    await user.click(screen.getByRole('button', { name: 'Game 9' }));
    expect(location()).toBe('/m/launchGame');
    expect(store.api.games.addRecent).toHaveBeenCalledWith(9);
    expect(store.api.games.launch).not.toHaveBeenCalled();
  });

  it('sends visitors to log in', async () => {
    const user = userEvent.setup();
    const { store, location } = renderGrid(makeStore());
    await user.click(screen.getByRole('button', { name: 'Lucky Seven' }));
    expect(location()).toBe('/m/login');
    expect(store.api.games.launch).not.toHaveBeenCalled();
  });
});
