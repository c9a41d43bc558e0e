import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loggedInStore, makeStore } from '../../test/fakes';
import { renderApp } from '../../test/render';
import { securityCentreOf } from '../../test/securityFakes';

describe('security centre', () => {
  it('sends visitors to log in and asks trial players to register', async () => {
    const visitor = renderApp('/m/member/security', makeStore());
    await waitFor(() => expect(visitor.location()).toBe('/m/login'));
    visitor.unmount();
    const trial = renderApp('/m/member/security', loggedInStore(4));
    await waitFor(() => expect(trial.location()).toBe('/m/home'));
    expect(screen.getByRole('dialog', { name: 'Register for a full account' })).toBeTruthy();
    expect(trial.store.api.security.centre).not.toHaveBeenCalled();
  });

  it('lists every entry with its state, each a link to its screen', async () => {
    const store = loggedInStore(0);
    vi.mocked(store.api.security.centre).mockResolvedValue(
      securityCentreOf({
        paymentPassword: true,
        securityQuestions: false,
        email: 'j•••@example.ph',
        payeeName: 'Juan Dela Cruz',
        bankCards: 2,
        sessions: 3,
      }),
    );
    renderApp('/m/member/security', store);
    expect(await screen.findByRole('heading', { level: 1, name: 'Security centre' })).toBeTruthy();
    const list = within(await screen.findByRole('list', { name: 'Security centre' }));
    const entries = list.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(entries).toEqual([
      ['Login passwordChange', '/m/changePsw'],
      ['Payment passwordSet', '/m/member/security/paymentPassword'],
      ['Security questionsNot set', '/m/member/security/questions'],
      ['Identity verificationNot verified', '/m/member/verification'],
      ['Bank accounts and e-wallets2 accounts', '/m/member/security/bankCards'],
      ['Emailj•••@example.ph', '/m/member/security/email'],
      ['Payee nameJuan Dela Cruz', '/m/member/security/payee'],
      ['Active sessions3 devices signed in', '/m/member/security/sessions'],
    ]);
  });

  it('opens a screen from its entry', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/m/member/security', loggedInStore(0));
    await user.click(await screen.findByRole('link', { name: /Security questions/ }));
    expect(location()).toBe('/m/member/security/questions');
    expect(await screen.findByRole('heading', { name: 'Set your security questions' })).toBeTruthy();
  });

  it('offers to try again when the centre cannot be read', async () => {
    const user = userEvent.setup();
    const store = loggedInStore(0);
    vi.mocked(store.api.security.centre).mockRejectedValueOnce(new Error('offline'));
    renderApp('/m/member/security', store);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Payment password/ })).toBeTruthy();
  });
});
