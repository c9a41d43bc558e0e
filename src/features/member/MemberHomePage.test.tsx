import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, loggedInStore, makeStore, memberInfoOf, verificationOf, walletOf } from '../../test/fakes';
import { renderApp } from '../../test/render';

vi.mock('../kyc/compressImage', () => ({ compressImage: vi.fn(async (file: File) => file) }));

/** A signed-in player with ₱10,000.00 (₱9,000 cash, ₱1,000 bonus), the template flags given. */
function player(mobileTemplate = { mem_cen: '0', dep_func: '0' }, api = fakeApi()) {
  api.member.info = vi.fn(async () => ({ ...(await memberInfoOf(0)()), nickname: 'Juan' }));
  api.wallet.gcs = vi.fn(async () => walletOf(1_000_000, { cash: 900_000, bonus: 100_000 }));
  const store = loggedInStore(0, api);
  store.system.mobileTemplate = mobileTemplate;
  return store;
}

const page = () => screen.getByRole('heading', { name: 'Juan' }).closest('section.member') as HTMLElement;
const menu = () => within(screen.getByRole('navigation', { name: 'Member menu' }));

describe('member centre', () => {
  it('sends visitors to log in and asks trial players to register', async () => {
    const { location } = renderApp('/m/member/home', makeStore());
    await waitFor(() => expect(location()).toBe('/m/login'));
  });

  it('shows the name, the account and the balance, with every entry a player looks for (base template)', async () => {
    renderApp('/m/member/home', player());
    // The first test loads the page's chunk and texts.
    expect(await screen.findByRole('heading', { name: 'Juan' }, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText('Account: demo')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status', { name: 'Total balance' }).textContent).toBe('₱10,000.00'));
    expect(page().dataset.template).toBe('base');
    const links = {
      Deposit: '/m/voucherCenter',
      Withdraw: '/m/withdraw',
      'Betting record': '/m/gameRecord',
      'Transaction history': '/m/transactions',
      'Security centre': '/m/member/security',
      'Limits and self-exclusion': '/m/member/protection',
      Messages: '/m/message',
    };
    for (const [name, href] of Object.entries(links)) expect(menu().getByRole('link', { name }).getAttribute('href'), name).toBe(href);
    // The verification entry says where the player stands.
    expect((await menu().findByRole('link', { name: /^Identity verification\s*Verified$/ })).getAttribute('href')).toBe(
      '/m/member/verification',
    );
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Dark mode' })).toBeTruthy();
    // No VIP programme on this platform: nothing pretends there is one.
    expect(screen.queryByText(/VIP|level/i)).toBeNull();
  });

  it('keeps the balance parts behind a toggle in the base detail version', async () => {
    const user = userEvent.setup();
    renderApp('/m/member/home', player());
    const toggle = await screen.findByRole('button', { name: 'Balance details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Cash')).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(screen.getByText('Cash').nextElementSibling?.textContent).toBe('₱9,000.00'));
    expect(screen.getByText('Bonus').nextElementSibling?.textContent).toBe('₱1,000.00');
  });

  it('puts deposit and withdraw on the card and the rest in tiles in the new template, parts listed (dep_func 1)', async () => {
    renderApp('/m/member/home', player({ mem_cen: '1', dep_func: '1' }));
    await screen.findByRole('heading', { name: 'Juan' });
    expect(page().dataset.template).toBe('new');
    const card = within(screen.getByRole('region', { name: 'Your account' }));
    expect(card.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/m/voucherCenter');
    expect(card.getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe('/m/withdraw');
    expect(menu().queryByRole('link', { name: 'Deposit' })).toBeNull();
    expect(menu().getByRole('link', { name: 'Betting record' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Balance details' })).toBeNull();
    await waitFor(() => expect(screen.getByText('Cash').nextElementSibling?.textContent).toBe('₱9,000.00'));
  });

  it('reads the template flags from the status (mem_cen, dep_func)', async () => {
    const api = fakeApi();
    const status = await api.system.status();
    api.system.status = vi.fn(async () => ({ ...status, info: { ...status.info, mobileTemplate: { mem_cen: '1', dep_func: '0' } } }));
    const store = makeStore(api);
    expect([store.system.memberTemplate, store.system.detailVersion]).toEqual(['base', 'base']);
    await store.system.loadStatus();
    expect([store.system.memberTemplate, store.system.detailVersion]).toEqual(['new', 'base']);
  });

  it('shortcuts follow the access rules: the entries open their screens', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/m/member/home', player());
    await user.click(await menu().findByRole('link', { name: 'Betting record' }));
    await waitFor(() => expect(location()).toBe('/m/gameRecord'));
  });

  it('leaves the verification state out when the security config cannot be read', async () => {
    const api = fakeApi({ kyc: { config: vi.fn(async () => Promise.reject(new Error('down'))) } });
    renderApp('/m/member/home', player(undefined, api));
    await waitFor(() => expect(api.kyc.config).toHaveBeenCalled());
    expect(await menu().findByRole('link', { name: 'Identity verification' })).toBeTruthy();
  });

  it('shows a rejected player where they stand', async () => {
    const rejected = verificationOf({ state: 'rejected', status: 'R', isComplete: false, canSubmit: true });
    const api = fakeApi({ kyc: { config: vi.fn(async () => ({ info: { idVerification: rejected } })) } });
    renderApp('/m/member/home', player(undefined, api));
    expect(await menu().findByRole('link', { name: /^Identity verification\s*Not approved$/ })).toBeTruthy();
  });

  it('signs out through the confirmation', async () => {
    const user = userEvent.setup();
    const store = player();
    const { location } = renderApp('/m/member/home', store);
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Sign out?' })).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(location()).toBe('/m/home'));
    expect(store.session.isLoggedIn).toBe(false);
  });

  describe('profile picture', () => {
    beforeAll(() => {
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:my-picture'), revokeObjectURL: vi.fn() });
    });

    it('takes a photo picked on the phone, shows it, and removes it', async () => {
      const store = player();
      renderApp('/m/member/home', store);
      const change = await screen.findByRole('button', { name: 'Change profile picture' }, { timeout: 3000 });
      expect(screen.queryByRole('button', { name: 'Remove picture' })).toBeNull();
      expect(store.api.member.icon).not.toHaveBeenCalled();

      const photo = new File([new Uint8Array(2048)], 'selfie.jpg', { type: 'image/jpeg' });
      await userEvent.upload(change.parentElement!.querySelector('input[type="file"]')!, photo);
      await waitFor(() => expect(store.api.member.setIcon).toHaveBeenCalledWith(photo));
      expect(store.ui.toast?.key).toBe('member.picture.saved');
      await waitFor(() => expect(change.querySelector('img')?.getAttribute('src')).toBe('blob:my-picture'));
      expect(store.session.memberInfo?.icon).toBe('2026-11-28T01:00:00.000Z');

      await userEvent.click(screen.getByRole('button', { name: 'Remove picture' }));
      await waitFor(() => expect(store.api.member.removeIcon).toHaveBeenCalled());
      await waitFor(() => expect(change.querySelector('img')).toBeNull());
      expect(store.ui.toast?.key).toBe('member.picture.removed');
    });

    it('refuses a file that is not a photo before sending anything', async () => {
      const store = player();
      renderApp('/m/member/home', store);
      const change = await screen.findByRole('button', { name: 'Change profile picture' }, { timeout: 3000 });
      const pdf = new File(['%PDF'], 'statement.pdf', { type: 'application/pdf' });
      await userEvent.upload(change.parentElement!.querySelector('input[type="file"]')!, pdf, { applyAccept: false });
      await waitFor(() => expect(store.ui.toast?.key).toBe('kyc.upload.notImage'));
      expect(store.api.member.setIcon).not.toHaveBeenCalled();
    });
  });
});
