import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PRIZE_MODE } from '../../../contracts/constants';
import { ApiError } from '../../api';
import { loggedInStore } from '../../test/fakes';
import { renderApp } from '../../test/render';

const LOBBY = '/m/launchGame?playType=ent&code=lobby&prize_mode=SEA&pageBack=home';

describe('launching a lottery', () => {
  it('asks the server for the lottery lobby and replaces itself with the embedded page', async () => {
    const store = loggedInStore();
    const { url, state } = renderApp(LOBBY, store);
    await waitFor(() => expect(url()).toMatch(/^\/m\/lotto-h5\?/));
    expect(store.api.games.launch).toHaveBeenCalledWith({ playType: 'ent', prizeMode: 'SEA', code: 'lobby', language: 'EN' });
    const query = new URLSearchParams(url().split('?')[1]);
    const { url: vendorUrl } = await vi.mocked(store.api.games.launch).mock.results[0]!.value;
    expect(Object.fromEntries(query)).toEqual({ name: 'TCG Lottery', playType: 'ent', prize_mode: 'SEA', pageBack: 'home' });
    // The vendor page (and its game token) travels in the navigation state, never in the URL.
    expect(state()).toEqual({ address: vendorUrl });
    expect((await screen.findByTitle('TCG Lottery')).tagName).toBe('IFRAME');
  });

  it('opens the lottery lobby from /m/startLottery, with the defaults of a launch', async () => {
    const store = loggedInStore();
    const { url } = renderApp('/m/startLottery', store);
    await waitFor(() => expect(url()).toMatch(/^\/m\/lotto-h5\?/));
    expect(store.api.games.launch).toHaveBeenCalledWith({ playType: 'ent', prizeMode: DEFAULT_PRIZE_MODE, code: 'lobby', language: 'EN' });
  });

  it('sends a visitor to log in', async () => {
    const { location, store } = renderApp(LOBBY);
    await waitFor(() => expect(location()).toBe('/m/login'));
    expect(store.api.games.launch).not.toHaveBeenCalled();
  });

  it('says a lottery whose vendor is not connected is not available, with a way back to the lobby', async () => {
    const user = userEvent.setup();
    const store = loggedInStore();
    vi.mocked(store.api.games.launch).mockRejectedValue(new ApiError('FORBIDDEN', 'This game is not available yet', 403));
    const { location } = renderApp('/m/launchGame?playType=trad&code=lobby&prize_mode=VN', store);
    expect((await screen.findByRole('alert')).textContent).toBe('This game is not available yet');
    await user.click(screen.getByRole('button', { name: 'Back to lobby' }));
    expect(location()).toBe('/m/game');
  });

  it('refuses an unknown play type without asking the server', async () => {
    const store = loggedInStore();
    renderApp('/m/launchGame?playType=casino', store);
    expect((await screen.findByRole('alert')).textContent).toBe('This game cannot be opened');
    expect(store.api.games.launch).not.toHaveBeenCalled();
  });
});
