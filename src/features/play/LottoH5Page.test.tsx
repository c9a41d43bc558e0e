import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';

describe('lotto-h5 page', () => {
  it('closes to home when opened with pageBack', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/m/lotto-h5?playType=ent&gameId=E1&pageBack=home');
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(location()).toBe('/m/home');
  });

  it('closes to the game lobby otherwise', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/m/lotto-h5?playType=ent&gameId=E1');
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(location()).toBe('/m/game');
  });
});
