import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loggedInStore } from '../../test/fakes';
import { renderApp } from '../../test/render';
import { lottoH5Location } from './playPath';

const LOBBY_URL = 'http://localhost:8081/games/lobby?token=g1&user=u1&currency=PHP&lang=en&vendor=TCG_SEA&type=ELOTT';
const page = (launch: string) => lottoH5Location(LOBBY_URL, 'TCG Lottery', new URLSearchParams(launch));

describe('lotto-h5 page', () => {
  it('shows the lottery page full screen in a sandboxed frame', async () => {
    renderApp(page('playType=ent&prize_mode=SEA&pageBack=home'));
    const frame = await screen.findByTitle('TCG Lottery');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms');
    // A full-screen game like /m/play: no header, no footer menu.
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });

  it('closes to home when opened with pageBack, and refreshes the balance', async () => {
    const user = userEvent.setup();
    const store = loggedInStore();
    const { location } = renderApp(page('playType=ent&gameId=E1&pageBack=home'), store);
    const before = vi.mocked(store.api.wallet.gcs).mock.calls.length;
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(location()).toBe('/m/home');
    expect(vi.mocked(store.api.wallet.gcs).mock.calls.length).toBeGreaterThan(before);
  });

  it('closes to the game lobby otherwise', async () => {
    const user = userEvent.setup();
    const { location } = renderApp(page('playType=ent&gameId=E1'));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(location()).toBe('/m/game');
  });

  it('opens only http(s) addresses', async () => {
    renderApp({ pathname: '/m/lotto-h5', search: '?pageBack=home', state: { address: 'javascript:alert(1)' } });
    expect((await screen.findByRole('alert')).textContent).toBe('This game cannot be opened');
    expect(document.querySelector('iframe')).toBeNull();
  });
});
