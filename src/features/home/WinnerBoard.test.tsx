import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Winner } from '../../api';
import type { RootStore } from '../../stores/RootStore';
import { fakeApi, loggedInStore, makeStore, winnerOf } from '../../test/fakes';
import { renderWithStores } from '../../test/render';
import { WinnerBoard } from './WinnerBoard';

const apiWith = (list: Winner[]) => fakeApi({ winners: { list: vi.fn(async () => ({ list })) } });

async function renderBoard(store: RootStore) {
  await store.system.loadSettings();
  const view = renderWithStores(<WinnerBoard />, { store });
  return { ...view, region: await screen.findByRole('region', { name: 'Winners' }) };
}

describe('winner board', () => {
  it('lists the latest 100 wins: icon, name, Just won, amount with the currency symbol, game', async () => {
    const store = makeStore(apiWith([winnerOf(7), winnerOf(8, { customerName: 'j***n', winAmount: 100_000_000 })]));
    const { region } = await renderBoard(store);
    expect(store.api.winners.list).toHaveBeenCalledWith({ language: 'EN', limitNum: 100 });
    const entry = within(region).getByRole('button', { name: 'j***n Just won ₱1,000,000.00 Game 8' });
    expect(entry.querySelector('img')?.getAttribute('src')).toBe('/wps/game/icon/8.svg');
    expect(within(region).getByRole('button', { name: 'p***7 Just won ₱1,234.50 Game 7' })).toBeTruthy();
  });

  it('rolls on without a pause, 3 s an entry', async () => {
    const { region } = await renderBoard(makeStore(apiWith([winnerOf(7), winnerOf(8)])));
    expect(region.querySelector('ul')?.style.getPropertyValue('--winner-duration')).toBe('6000ms');
  });

  it('sends visitors to log in', async () => {
    const user = userEvent.setup();
    const { region, location, store } = await renderBoard(makeStore(apiWith([winnerOf(7)])));
    await user.click(within(region).getByRole('button', { name: /Game 7/ }));
    expect(location()).toBe('/m/login');
    expect(store.api.games.launch).not.toHaveBeenCalled();
  });

  it('launches the game for players', async () => {
    const user = userEvent.setup();
    const { region, location, store } = await renderBoard(loggedInStore(0, apiWith([winnerOf(7)])));
    await user.click(within(region).getByRole('button', { name: /Game 7/ }));
    await waitFor(() => expect(location()).toBe('/m/play'));
    expect(store.api.games.launch).toHaveBeenCalledWith({ nodeId: 7, language: 'EN' });
  });

  it('is hidden without wins', async () => {
    const store = makeStore(apiWith([]));
    renderWithStores(<WinnerBoard />, { store });
    await waitFor(() => expect(store.api.winners.list).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Winners' })).toBeNull();
  });
});
