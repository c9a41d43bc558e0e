import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type useEmblaCarousel from 'embla-carousel-react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Announcement } from '../../api';
import { announcementOf, fakeApi, makeStore } from '../../test/fakes';
import { stubIntersectionObserver } from '../../test/intersection';
import { renderWithStores } from '../../test/render';
import { HomeBanners } from './HomeBanners';

// Embla watches which slides are in view.
beforeEach(() => void stubIntersectionObserver());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** What the carousel is asked for: Embla's options and plugins, as the real hook receives them. */
const carousel = vi.hoisted(() => ({ asked: [] as unknown[][] }));
vi.mock('embla-carousel-react', async (importOriginal) => {
  const real = await importOriginal<{ default: typeof useEmblaCarousel }>();
  return {
    default: (...args: Parameters<typeof real.default>) => {
      carousel.asked.push(args);
      return real.default(...args);
    },
  };
});
const lastAsked = () => carousel.asked.at(-1) as [{ loop: boolean }, { name: string; options: { delay: number } }[]];

async function renderBanners(banners: Announcement[]) {
  const store = makeStore(fakeApi({ announcements: { list: vi.fn(async () => ({ banners, player: [], popup: [], promotion: [] })) } }));
  await store.announcements.load();
  const view = renderWithStores(<HomeBanners />, { store });
  const region = screen.getByRole('region', { name: 'Promotions banner' });
  await within(region).findAllByRole('img');
  return { ...view, region };
}

describe('home banners', () => {
  // First in the file: the carousel's code has not been loaded yet.
  it('shows the first banner at once, before the carousel’s code arrives', async () => {
    const store = makeStore(
      fakeApi({
        announcements: {
          list: vi.fn(async () => ({ banners: [announcementOf(1), announcementOf(2)], player: [], popup: [], promotion: [] })),
        },
      }),
    );
    await store.announcements.load();
    renderWithStores(<HomeBanners />, { store });
    const region = screen.getByRole('region', { name: 'Promotions banner' });
    expect(within(region).getByRole('img', { name: 'Banner 1' })).toBeTruthy();
    expect(carousel.asked).toHaveLength(0);
    await waitFor(() => expect(carousel.asked.length).toBeGreaterThan(0));
  });

  it('shows the banners as images named by their titles, autoplaying every 5000 ms in a loop', async () => {
    const { region } = await renderBanners([announcementOf(1), announcementOf(2)]);
    expect(within(region).getAllByRole('img', { name: 'Banner 1' }).length).toBeGreaterThan(0);
    expect(within(region).getAllByRole('img', { name: 'Banner 2' }).length).toBeGreaterThan(0);
    const [options, plugins] = lastAsked();
    expect(options.loop).toBe(true);
    expect(plugins.map((plugin) => [plugin.name, plugin.options.delay])).toEqual([['autoplay', 5000]]);
  });

  it('keeps a single banner still', async () => {
    await renderBanners([announcementOf(1)]);
    const [options, plugins] = lastAsked();
    expect(options.loop).toBe(false);
    expect(plugins).toEqual([]);
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
