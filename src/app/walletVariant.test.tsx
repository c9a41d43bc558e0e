import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render';

/** The GCash/Maya build (VITE_WALLET_VARIANT=true): the host signs players in. */
describe('wallet variant', () => {
  beforeEach(() => vi.stubEnv('VITE_WALLET_VARIANT', 'true'));
  afterEach(() => vi.unstubAllEnvs());

  it('has no top banner and no visitor buttons on home', async () => {
    const user = userEvent.setup();
    renderApp('/m/home');
    expect(await screen.findByRole('button', { name: 'Open menu' })).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'App download' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('redirects the login page home', async () => {
    const { location } = renderApp('/m/login');
    await waitFor(() => expect(location()).toBe('/m/home'));
  });
});
