import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, makeStore } from '../../test/fakes';
import { renderApp } from '../../test/render';

const TOPICS = [
  { title: 'Terms and conditions', tag: 'terms', content: ['Terms one.', '<b>Terms two.</b>'], children: [] },
  {
    title: 'Privacy',
    tag: 'privacy',
    content: ['Privacy text.'],
    children: [{ title: 'Cookies', tag: 'cookies', content: ['Cookie text.'], children: [] }],
  },
];

function setup(path: string) {
  const api = fakeApi({ help: { topics: vi.fn(async () => TOPICS) } });
  const store = makeStore(api);
  return { ...renderApp(path, store), api, user: userEvent.setup() };
}

describe('help center', () => {
  it('opens the topic named by the hash and shows its paragraphs as plain text', async () => {
    setup('/m/help#privacy');
    expect(await screen.findByRole('heading', { name: 'Privacy' })).toBeTruthy();
    expect(screen.getByText('Privacy text.')).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Help topics' });
    expect(within(menu).getByRole('button', { name: 'Privacy' }).getAttribute('aria-current')).toBe('true');
    expect(within(menu).getByRole('button', { name: 'Cookies' })).toBeTruthy();
  });

  it('defaults to the first topic, loads in the current language and never renders HTML', async () => {
    const { api } = setup('/m/help');
    expect(await screen.findByRole('heading', { name: 'Terms and conditions' })).toBeTruthy();
    expect(screen.getByText('<b>Terms two.</b>')).toBeTruthy();
    expect(api.help.topics).toHaveBeenCalledWith('EN');
  });

  it('selecting a topic updates the hash and scrolls the content to the top', async () => {
    const { user } = setup('/m/help#terms');
    const scrollTo = vi.fn();
    const article = (await screen.findByText('Terms one.')).closest('article')!;
    article.scrollTo = scrollTo;
    await user.click(screen.getByRole('button', { name: 'Cookies' }));
    // The shown topic is read from the hash, so the new content proves the hash changed.
    expect(screen.getByText('Cookie text.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cookies' }).getAttribute('aria-current')).toBe('true');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });
});
