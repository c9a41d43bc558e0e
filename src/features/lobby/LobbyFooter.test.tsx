import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type * as OpenExternalModule from '../../platform/openExternal';
import { SETTINGS, fakeApi, makeStore } from '../../test/fakes';
import { renderApp } from '../../test/render';

vi.mock('../../platform/openExternal', async (importOriginal) => ({
  ...(await importOriginal<typeof OpenExternalModule>()),
  openExternal: vi.fn(async () => true),
}));
const { openExternal } = await import('../../platform/openExternal');

function renderLobby(socialLinks: Record<string, string>) {
  const settings = { ...SETTINGS, socialLinks };
  return renderApp('/m/game', makeStore(fakeApi({ system: { settings: vi.fn(async () => settings) } })));
}

describe('lobby footer', () => {
  it('lists only the footer networks the server links, in order, opening them outside', async () => {
    const user = userEvent.setup();
    renderLobby({
      instagram: 'https://instagram.example/p',
      FACEBOOK: 'https://facebook.example/p',
      WHATSAPP: 'https://wa.example/p',
      VIBER: 'javascript:alert(1)',
    });
    const row = await screen.findByRole('list', { name: 'Follow us' });
    const links = within(row).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Facebook', 'Instagram']);
    expect(within(row).queryByRole('link', { name: 'Telegram' })).toBeNull();
    expect(within(row).queryByRole('link', { name: 'Viber' })).toBeNull();
    await user.click(within(row).getByRole('link', { name: 'Facebook' }));
    expect(openExternal).toHaveBeenCalledWith('https://facebook.example/p');
  });

  it('has no social row without links, and always the three payment methods', async () => {
    renderLobby({});
    const payments = await screen.findByRole('list', { name: 'Payment methods' });
    expect(
      within(payments)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['GCash', 'Maya', 'Bank transfer']);
    expect(screen.queryByRole('list', { name: 'Follow us' })).toBeNull();
  });
});
