import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { GameType } from '../../../contracts/games';
import { gameOf, loggedInStore } from '../../test/fakes';
import { stubIntersectionObserver } from '../../test/intersection';
import { renderApp } from '../../test/render';

function lotteryStore() {
  const store = loggedInStore();
  vi.mocked(store.api.games.list).mockImplementation(async (query) => {
    const type = query.gameType as GameType;
    const games =
      type === 'ELOTT'
        ? [
            gameOf(1, {
              gameName: 'Speed 3D 1 min',
              gameType: 'ELOTT',
              vassalage: 'TCG_SEA',
              gameId: 'tcg_sea-elott-001',
              gameCode: 'tcg_sea-elott-001',
              gameGroupId: 'TCG_SEA-ELOTT',
              lottoMode: 'SEA',
            }),
          ]
        : [
            gameOf(2, {
              gameName: 'Pinoy Lotto 6/42',
              gameType: 'LOTT',
              vassalage: 'HOUSE',
              gameId: 'house-lott-001',
              gameCode: 'house-lott-001',
              gameGroupId: 'HOUSE-LOTT',
              lottoMode: 'Elott',
            }),
          ];
    return { games, pageNum: 1, totalPages: 1, totalCount: 1 };
  });
  return store;
}

describe('lottery list', () => {
  it('lists the e-lottery and lottery games, each opening through the lottery launch', async () => {
    stubIntersectionObserver();
    const user = userEvent.setup();
    const { url } = renderApp('/m/lottery', lotteryStore());
    const elott = await screen.findByRole('region', { name: 'E-lottery' });
    expect(await within(elott).findByRole('button', { name: 'Speed 3D 1 min' })).toBeTruthy();
    const lott = screen.getByRole('region', { name: 'Lottery' });
    await user.click(await within(lott).findByRole('button', { name: 'Pinoy Lotto 6/42' }));
    await waitFor(() => expect(url()).toMatch(/^\/m\/(launchGame|lotto-h5)\?/));
  });

  it('opens the lottery lobby, or log in for a visitor', async () => {
    stubIntersectionObserver();
    const user = userEvent.setup();
    const visitor = renderApp('/m/lottery');
    await user.click(await screen.findByRole('button', { name: 'Open the lottery lobby' }));
    expect(visitor.location()).toBe('/m/login');
    visitor.unmount();

    const player = renderApp('/m/lottery', lotteryStore());
    await user.click(await screen.findByRole('button', { name: 'Open the lottery lobby' }));
    await waitFor(() =>
      expect(player.store.api.games.launch).toHaveBeenCalledWith(
        expect.objectContaining({ playType: 'ent', prizeMode: 'SEA', code: 'lobby' }),
      ),
    );
  });
});
