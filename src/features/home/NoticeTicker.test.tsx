import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { announcementOf, fakeApi, makeStore } from '../../test/fakes';
import { renderWithStores } from '../../test/render';
import { NoticeTicker } from './NoticeTicker';

async function renderTicker(titles: string[]) {
  const player = titles.map((title, i) => announcementOf(i + 1, { type: 'PL', title }));
  const store = makeStore(fakeApi({ announcements: { list: vi.fn(async () => ({ banners: [], player, popup: [], promotion: [] })) } }));
  await store.announcements.load();
  return renderWithStores(<NoticeTicker />, { store });
}

describe('notice ticker', () => {
  it('scrolls the player notices\u2019 titles inside the button, named by them', async () => {
    await renderTicker(['Maintenance tonight', 'New games']);
    const button = screen.getByRole('button', { name: /^Announcements: Maintenance tonight.*New games$/ });
    expect(button.querySelector('.notice__marquee')!.textContent).toMatch(/Maintenance tonight.*New games/);
  });

  it('says there is no announcement when none', async () => {
    await renderTicker([]);
    const button = screen.getByRole('button', { name: 'Announcements: No announcement' });
    expect(button.querySelector('.notice__marquee')).toBeNull();
  });

  it('opens the notice page', async () => {
    const user = userEvent.setup();
    const { location } = await renderTicker(['Maintenance tonight']);
    await user.click(screen.getByRole('button', { name: /^Announcements: / }));
    expect(location()).toBe('/m/notice');
  });
});
