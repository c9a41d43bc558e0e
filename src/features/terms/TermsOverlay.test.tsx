import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../test/fakes';
import { renderApp, renderWithStores } from '../../test/render';
import { App } from '../../app/App';

describe('terms overlay', () => {
  it('shows the regulator terms on start until "I agree", remembered for the browser session', async () => {
    const user = userEvent.setup();
    renderApp('/m/home', makeStore(), { termsAccepted: false });
    const dialog = screen.getByRole('dialog', { name: 'Terms and conditions' });
    expect(within(dialog).getByText(/PAGCOR/)).toBeTruthy();
    expect(within(dialog).getByText(/at least 21/)).toBeTruthy();
    expect(within(dialog).getByText(/armed forces and police.*NDRP.*licence holders/)).toBeTruthy();
    expect(within(dialog).getByText(/Play responsibly/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/m/help#terms');
    expect(within(dialog).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/m/help#privacy');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Terms and conditions' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'I agree' }));
    expect(screen.queryByRole('dialog', { name: 'Terms and conditions' })).toBeNull();
    expect(window.sessionStorage.getItem('agreeTerms')).toBe('true');
    expect(makeStore().ui.termsAccepted).toBe(true);
  });

  it('does not cover the system status pages', () => {
    const store = makeStore();
    store.system.status = 1;
    renderWithStores(<App />, { store });
    expect(screen.queryByRole('dialog', { name: 'Terms and conditions' })).toBeNull();
  });
});
