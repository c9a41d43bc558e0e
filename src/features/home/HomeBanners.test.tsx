import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Announcement } from '../../api';
import { announcementOf, fakeApi, makeStore } from '../../test/fakes';
import { renderWithStores } from '../../test/render';
import { HomeBanners } from './HomeBanners';

/** jsdom scrolls nothing: the track's moves are recorded instead. */
const scrollBy = vi.fn();
beforeEach(() => {
  scrollBy.mockReset();
  Element.prototype.scrollBy = scrollBy;
  Element.prototype.scrollTo = vi.fn();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function renderBanners(banners: Announcement[]) {
  const store = makeStore(fakeApi({ announcements: { list: vi.fn(async () => ({ banners, player: [], popup: [], promotion: [] })) } }));
  await store.announcements.load();
  const view = renderWithStores(<HomeBanners />, { store });
  const region = screen.getByRole('region', { name: 'Promotions banner' });
  await within(region).findAllByRole('img');
  return { ...view, region };
}

describe('home banners', () => {
  it('shows each banner as a picture named by its title, met once by assistive technology despite the loop', async () => {
    const { region } = await renderBanners([announcementOf(1), announcementOf(2)]);
    expect(within(region).getAllByRole('button', { name: 'Banner 1' })).toHaveLength(1);
    expect(within(region).getAllByRole('button', { name: 'Banner 2' })).toHaveLength(1);
    // The loop's two copies are there for the eye only.
    expect(region.querySelectorAll('.banners__slide')).toHaveLength(4);
    expect(region.querySelectorAll('.banners__slide[aria-hidden="true"][tabindex="-1"]')).toHaveLength(2);
  });

  it('moves on by itself every 5000 ms, and counts again from a touch', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { region } = await renderBanners([announcementOf(1), announcementOf(2)]);
    await waitFor(() => expect(vi.getTimerCount()).toBeGreaterThan(0));
    vi.advanceTimersByTime(4999);
    expect(scrollBy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollBy).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3000);
    fireEvent.pointerDown(region.querySelector('.banners__viewport')!);
    vi.advanceTimersByTime(4999);
    expect(scrollBy).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(scrollBy).toHaveBeenCalledTimes(2);
  });

  it('keeps a single banner still, with no copies', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { region } = await renderBanners([announcementOf(1)]);
    vi.advanceTimersByTime(20_000);
    expect(scrollBy).not.toHaveBeenCalled();
    expect(region.querySelectorAll('.banners__slide')).toHaveLength(1);
  });

  it('says when a picture failed to load, and a tap loads it again instead of following the link', async () => {
    const user = userEvent.setup();
    const { region, location } = await renderBanners([announcementOf(1, { linkUrl: '/m/activity' })]);
    fireEvent.error(within(region).getByRole('img', { name: 'Banner 1' }));
    const failed = within(region).getByRole('button', { name: 'Image failed to load, click to retry' });
    await user.click(failed);
    expect(location()).not.toBe('/m/activity');
    expect(within(region).getByRole('img', { name: 'Banner 1' })).toBeTruthy();
    // Loaded this time: the tap follows the link again.
    await user.click(within(region).getByRole('button', { name: 'Banner 1' }));
    expect(location()).toBe('/m/activity');
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
