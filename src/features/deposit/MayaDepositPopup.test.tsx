import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEPOSIT_CHANNELS, channelOf, fakeApi, loggedInStore, memberInfoOf } from '../../test/fakes';
import { renderApp } from '../../test/render';

vi.mock('../../platform/leaveApp', () => ({ leaveAppFor: vi.fn(async () => 'left') }));
const { leaveAppFor } = await import('../../platform/leaveApp');

const footer = () => within(screen.getByRole('navigation', { name: 'Main menu' }));
const popup = () => within(screen.getByRole('dialog', { name: 'Deposit with Maya' }));

function player(nickname: string | null = 'Juan') {
  const info = memberInfoOf(0);
  const api = fakeApi({
    member: { info: vi.fn(async () => ({ ...(await info()), nickname })) },
  });
  const store = loggedInStore(0, api);
  return store;
}

/** The GCash/Maya host variant: the deposit entries open the e-wallet popup (app/depositEntry.ts). */
describe('e-wallet deposit popup', () => {
  beforeEach(() => {
    vi.stubEnv('VITE_WALLET_VARIANT', 'true');
    vi.mocked(leaveAppFor).mockClear();
  });
  afterEach(() => vi.unstubAllEnvs());

  it('opens from the footer over the current page, with the first Maya channel’s presets', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/m/home', player());
    await user.click(footer().getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('heading', { name: 'Deposit with Maya' })).toBeTruthy();
    expect(location()).toBe('/m/home');
    await waitFor(() =>
      expect(
        popup()
          .getAllByRole('button', { name: /^₱/ })
          .map((button) => button.textContent),
      ).toEqual(['₱100.00', '₱300.00', '₱500.00']),
    );
    expect(popup().getByLabelText('Amount (₱)').getAttribute('inputmode')).toBe('decimal');
    await user.click(popup().getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends the spec’s Paymaya payload and leaves for the provider', async () => {
    const user = userEvent.setup();
    const store = player();
    await act(() => store.session.renew());
    const { url } = renderApp('/m/home', store);
    await user.click(footer().getByRole('button', { name: 'Deposit' }));
    await user.click(await screen.findByRole('button', { name: '₱300.00' }));
    await user.click(popup().getByRole('button', { name: 'Confirm deposit' }));
    await waitFor(() => expect(leaveAppFor).toHaveBeenCalledWith('https://pay.example/checkout/cs_1'));
    expect(store.api.deposit.create).toHaveBeenCalledTimes(1);
    const [body, key] = vi.mocked(store.api.deposit.create).mock.calls[0]!;
    expect(body).toEqual({
      match: 'N',
      payeeName: 'Juan',
      targetUsername: 'demo',
      bankCode: 'PAYMAYA',
      bankType: 'WT',
      vendorId: 7,
      amount: 30_000,
    });
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(url()).toBe('/m/depositResult?depositId=D1');
  });

  it('names the payee by username without a nickname, and carries a chosen promotion', async () => {
    const user = userEvent.setup();
    const store = player(null);
    await act(() => store.session.renew());
    renderApp('/m/home', store);
    await user.click(footer().getByRole('button', { name: 'Deposit' }));
    await user.type(await screen.findByLabelText('Amount (₱)'), '600');
    await user.click(popup().getByRole('radio', { name: /Welcome 10%/ }));
    await user.click(popup().getByRole('button', { name: 'Confirm deposit' }));
    await waitFor(() => expect(store.api.deposit.create).toHaveBeenCalled());
    expect(vi.mocked(store.api.deposit.create).mock.calls[0]![0]).toEqual({
      match: 'N',
      payeeName: 'demo',
      promotionId: 1,
      targetUsername: 'demo',
      bankCode: 'PAYMAYA',
      bankType: 'WT',
      vendorId: 7,
      amount: 60_000,
    });
  });

  it('refuses a bad amount at the field and sends nothing', async () => {
    const user = userEvent.setup();
    const store = player();
    renderApp('/m/home', store);
    await user.click(footer().getByRole('button', { name: 'Deposit' }));
    await user.type(await screen.findByLabelText('Amount (₱)'), '12.345');
    await user.click(popup().getByRole('button', { name: 'Confirm deposit' }));
    expect(popup().getByText('Use at most 2 decimal places (centavos).')).toBeTruthy();
    expect(store.api.deposit.create).not.toHaveBeenCalled();
  });

  it('is what /m/voucherCenter shows; closing it goes home', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/m/voucherCenter', player());
    expect(await screen.findByRole('heading', { name: 'Deposit with Maya' })).toBeTruthy();
    expect(screen.queryByRole('tablist', { name: 'Payment methods' })).toBeNull();
    await user.click(popup().getByRole('button', { name: 'Close' }));
    expect(location()).toBe('/m/home');
  });

  it('says so when the merchant offers no Maya channel', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      member: { info: memberInfoOf(0) },
      deposit: { channels: vi.fn(async () => [{ bankType: 'WT' as const, channels: [channelOf(1)] }]) },
    });
    renderApp('/m/home', loggedInStore(0, api));
    await user.click(footer().getByRole('button', { name: 'Deposit' }));
    expect(await popup().findByText('Maya deposits are not available right now.')).toBeTruthy();
    expect(DEPOSIT_CHANNELS.length).toBeGreaterThan(1);
  });

  it('opens from the side menu’s deposit row too', async () => {
    const user = userEvent.setup();
    renderApp('/m/home', player());
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('dialog', { name: 'Deposit with Maya' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

  it('refuses trial players with free_reject from the footer and the side menu', async () => {
    const user = userEvent.setup();
    renderApp('/m/home', loggedInStore(4));
    fireEvent.click(footer().getByRole('button', { name: 'Deposit' }));
    expect(screen.queryByRole('dialog', { name: 'Deposit with Maya' })).toBeNull();
    expect(screen.getByText('Please login an actual account to use this function')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Deposit' }));
    expect(screen.queryByRole('dialog', { name: 'Deposit with Maya' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });
});
