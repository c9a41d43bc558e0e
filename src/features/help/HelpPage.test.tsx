import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, makeStore } from '../../test/fakes';
import { renderApp } from '../../test/render';

const TOPICS = [
  {
    title: 'Terms and conditions',
    tag: 'terms',
    content:
      '<p>Terms one.</p><ul><li>Terms two.</li></ul><script>window.hacked = true</script>' +
      '<p><img src="x" onerror="window.hacked = true">See the <a href="/m/help#cookies">cookie rules</a> ' +
      'and <a href="javascript:window.hacked = true">this</a> or <a href="https://www.pagcor.ph/" target="_blank">PAGCOR</a>.</p>',
    children: [],
  },
  {
    title: 'Privacy',
    tag: 'privacy',
    content: '<p>Privacy text.</p>',
    children: [{ title: 'Cookies', tag: 'cookies', content: '<h3>Cookies</h3><p>Cookie text.</p>', children: [] }],
  },
];

function setup(path: string) {
  const api = fakeApi({ help: { topics: vi.fn(async () => TOPICS) } });
  const store = makeStore(api);
  return { ...renderApp(path, store), api, user: userEvent.setup() };
}

const article = () => screen.getByRole('heading', { level: 2 }).closest('article')!;

describe('help center', () => {
  it('opens the topic named by the hash and shows its content', async () => {
    setup('/m/help#privacy');
    expect(await screen.findByRole('heading', { name: 'Privacy' })).toBeTruthy();
    expect(screen.getByText('Privacy text.')).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Help topics' });
    expect(within(menu).getByRole('button', { name: 'Privacy' }).getAttribute('aria-current')).toBe('true');
    expect(within(menu).getByRole('button', { name: 'Cookies' })).toBeTruthy();
  });

  it('defaults to the first topic, loads in the current language and shows its HTML through the sanitiser', async () => {
    const { api } = setup('/m/help');
    expect(await screen.findByRole('heading', { name: 'Terms and conditions' })).toBeTruthy();
    expect(api.help.topics).toHaveBeenCalledWith('EN');
    // The operator's markup stays: a paragraph, a list, links.
    expect(within(article()).getByRole('listitem').textContent).toBe('Terms two.');
    expect(within(article()).getByRole('link', { name: 'cookie rules' }).getAttribute('href')).toBe('/m/help#cookies');
    const pagcor = within(article()).getByRole('link', { name: 'PAGCOR' });
    expect(pagcor.getAttribute('rel')).toBe('noopener noreferrer');
    // What could run goes: the script, the image's handler, the javascript: address.
    expect(article().querySelector('script, img, [onerror]')).toBeNull();
    expect(within(article()).getByText('this').hasAttribute('href')).toBe(false);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('selecting a topic updates the hash and scrolls the content to the top', async () => {
    const { user } = setup('/m/help#terms');
    const scrollTo = vi.fn();
    (await screen.findByText('Terms one.')).closest('article')!.scrollTo = scrollTo;
    await user.click(screen.getByRole('button', { name: 'Cookies' }));
    // The shown topic is read from the hash, so the new content proves the hash changed.
    expect(screen.getByText('Cookie text.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cookies' }).getAttribute('aria-current')).toBe('true');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('opens a link of the content to another topic in the app, at the top', async () => {
    const { user } = setup('/m/help#terms');
    const scrollTo = vi.fn();
    (await screen.findByText('Terms one.')).closest('article')!.scrollTo = scrollTo;
    await user.click(screen.getByRole('link', { name: 'cookie rules' }));
    expect(await screen.findByText('Cookie text.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Cookies' })).toBeTruthy();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });
});
