import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from '../test/intersection';
import { renderApp } from '../test/render';

describe('app shell', () => {
  // One test per alias: rendering the whole app several times in one test outran the timeout under load.
  it.each(['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'])(
    'renders home at %s with the home header (logo, no back arrow) and the footer',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
      const homeHeader = screen.getByRole('button', { name: 'Open menu' }).closest('header');
      expect(within(homeHeader!).getByText('Pinoy Play')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
      expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    },
  );

  it('shows a lazily loaded page with the route header for inner screens', async () => {
    renderApp('/m/activity');
    expect(await screen.findByText('No promotions right now.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    // activity hides the footer
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'App download' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Promotions | Pinoy Play'));
  });

  it('gives a header-less screen its own h1 and back arrow, and keeps the footer its record keeps', async () => {
    renderApp('/m/message');
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
  });

  it('keeps the footer on the lobby but not on the slot centre', async () => {
    const lobby = renderApp('/m/gameCenter');
    expect(await screen.findByRole('heading', { level: 1, name: 'Games' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    lobby.unmount();
    renderApp('/m/slotsCenter');
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });

  describe('screens whose record hides the header (SPEC §2)', () => {
    afterEach(() => vi.unstubAllGlobals());

    it.each([
      ['/m/gameList', 'Game list'],
      ['/m/lottery', 'Lottery'],
    ])('%s shows no route header, only its own h1 and back arrow, and no footer', async (path, title) => {
      stubIntersectionObserver();
      const user = userEvent.setup();
      const { container, location } = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(container.querySelector('header')).toBeNull();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Back' }));
      expect(location()).toBe('/m/home');
    });
  });

  it('redirects unknown paths through the extra-route table, else to home', async () => {
    const { location, unmount } = renderApp('/m/promotion');
    await waitFor(() => expect(location()).toBe('/m/activity'));
    unmount();
    const other = renderApp('/m/does-not-exist');
    await waitFor(() => expect(other.location()).toBe('/m/home'));
  });

  it('sends the back arrow of login-like pages home', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/m/trail');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(location()).toBe('/m/home');
  });

  it('shows the page it opens on at once and fades in every page navigated to', async () => {
    const user = userEvent.setup();
    const { container } = renderApp('/m/home');
    expect(container.querySelector('.page-fade')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Promotion' }));
    await screen.findByRole('heading', { level: 1, name: 'Promotions' });
    const faded = container.querySelector('.page-fade') as HTMLElement;
    expect(faded.style.getPropertyValue('--page-fade-ms')).toBe('300ms');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(container.querySelector('.page-fade')).not.toBe(faded);
  });

  it('switches texts to Filipino', async () => {
    const { store } = renderApp('/m/home');
    act(() => store.ui.setLanguage('TY'));
    expect(await screen.findByRole('navigation', { name: 'Pangunahing menu' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fil');
    act(() => store.ui.setLanguage('EN'));
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });

  it('declares English as the page language for a language whose texts have not shipped', async () => {
    const { store } = renderApp('/m/home');
    act(() => store.ui.setLanguage('TY'));
    await waitFor(() => expect(document.documentElement.lang).toBe('fil'));
    act(() => store.ui.setLanguage('JA'));
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });

  it('makes the page inert behind the loading overlay', async () => {
    const { store, container } = renderApp('/m/activity');
    await screen.findByText('No promotions right now.');
    const page = container.querySelector('.app')!;
    expect(page.hasAttribute('inert')).toBe(false);
    act(() => store.ui.showLoading());
    expect(page.hasAttribute('inert')).toBe(true);
    act(() => store.ui.hideLoading());
    expect(page.hasAttribute('inert')).toBe(false);
  });
});
