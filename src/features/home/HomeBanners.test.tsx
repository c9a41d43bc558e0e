import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SwiperContainer } from 'swiper/element';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Announcement } from '../../api';
import { announcementOf, fakeApi, makeStore } from '../../test/fakes';
import { renderWithStores } from '../../test/render';
import { HomeBanners } from './HomeBanners';

afterEach(() => vi.restoreAllMocks());

async function renderBanners(banners: Announcement[]) {
  const store = makeStore(fakeApi({ announcements: { list: vi.fn(async () => ({ banners, player: [], popup: [], promotion: [] })) } }));
  await store.announcements.load();
  const view = renderWithStores(<HomeBanners />, { store });
  const region = screen.getByRole('region', { name: 'Promotions banner' });
  await within(region).findAllByRole('img');
  return { ...view, region };
}

/** The Swiper instance behind the carousel, to read the options it runs with. */
const swiperOf = (region: HTMLElement) => (region.querySelector('.swiper') as unknown as SwiperContainer).swiper;

describe('home banners', () => {
  it('shows the banners as images named by their titles, autoplaying every 5000 ms in a loop', async () => {
    const { region } = await renderBanners([announcementOf(1), announcementOf(2)]);
    expect(within(region).getAllByRole('img', { name: 'Banner 1' }).length).toBeGreaterThan(0);
    expect(within(region).getAllByRole('img', { name: 'Banner 2' }).length).toBeGreaterThan(0);
    const { params } = swiperOf(region);
    expect(params.loop).toBe(true);
    expect(params.autoplay).toMatchObject({ enabled: true, delay: 5000 });
  });

  it('keeps a single banner still', async () => {
    const { region } = await renderBanners([announcementOf(1)]);
    const { params } = swiperOf(region);
    expect(params.loop).toBe(false);
    expect(params.autoplay).toMatchObject({ enabled: false });
  });

  it('navigates to an in-app link', async () => {
    const user = userEvent.setup();
    const { region, location } = await renderBanners([announcementOf(1, { linkUrl: '/m/activity' })]);
    await user.click(within(region).getByRole('button', { name: 'Banner 1' }));
    expect(location()).toBe('/m/activity');
  });

  it('opens an http(s) link outside and ignores anything else', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { region, location } = await renderBanners([
      announcementOf(1, { linkUrl: 'https://example.com/promo' }),
      announcementOf(2, { linkUrl: 'javascript:alert(1)' }),
    ]);
    await user.click(within(region).getAllByRole('button', { name: 'Banner 1' })[0]!);
    expect(open).toHaveBeenCalledWith('https://example.com/promo', '_blank', 'noopener,noreferrer');
    await user.click(within(region).getAllByRole('button', { name: 'Banner 2' })[0]!);
    expect(open).toHaveBeenCalledTimes(1);
    expect(location()).toBe('/m/home');
  });

  it('is hidden when there are no banners', async () => {
    const store = makeStore();
    await store.announcements.load();
    renderWithStores(<HomeBanners />, { store });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Promotions banner' })).toBeNull());
  });
});
