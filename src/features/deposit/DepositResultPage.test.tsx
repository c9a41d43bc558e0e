import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DepositOrder } from '../../api';
import { depositOrderOf, fakeApi, loggedInStore, memberInfoOf, walletOf } from '../../test/fakes';
import { renderApp } from '../../test/render';
import { POLL_EVERY_MS, POLL_FOR_MS } from './useOrderPolling';

vi.mock('../../platform/leaveApp', () => ({ leaveAppFor: vi.fn(async () => 'left') }));
const { leaveAppFor } = await import('../../platform/leaveApp');

const PAYEE = { bankName: 'BDO Unibank', accountName: 'Pinoy Play Gaming Corp.', accountNumber: '0012 3456 7890' };
const manualOrder = (overrides: Partial<DepositOrder> = {}) =>
  depositOrderOf({
    depositId: 'D7',
    flow: 'manual',
    bankType: 'MT',
    bankCode: 'BDO',
    channelName: 'Bank transfer',
    checkoutUrl: null,
    payee: PAYEE,
    expiresAt: '2026-05-10T10:15:00.000Z',
    ...overrides,
  });

function playerWith(orders: DepositOrder[]) {
  const api = fakeApi({ member: { info: memberInfoOf(0) } });
  for (const order of orders.slice(0, -1)) vi.mocked(api.deposit.order).mockResolvedValueOnce(order);
  vi.mocked(api.deposit.order).mockResolvedValue(orders.at(-1)!);
  return loggedInStore(0, api);
}

/** Time passing in small steps: the page's effects (which ask, and which wait) run as each act ends. */
async function wait(ms: number) {
  for (let waited = 0; waited < ms; waited += 100) await act(() => vi.advanceTimersByTimeAsync(100));
}
/** A little more than one poll's wait. */
const tick = () => wait(POLL_EVERY_MS + 200);

describe('deposit result, polled', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('checks every 2 s until the payment is confirmed, then shows the amount, the bonus and the new balance', async () => {
    const store = playerWith([
      depositOrderOf(),
      depositOrderOf(),
      depositOrderOf({ status: 'completed', bonusAmount: 5_000, promotionTitle: 'Welcome 10%' }),
    ]);
    vi.mocked(store.api.wallet.gcs).mockResolvedValue(walletOf(1_055_000));
    renderApp('/m/depositResult?depositId=D1', store);
    expect(await screen.findByRole('heading', { name: 'Checking your payment…' })).toBeTruthy();
    expect(store.api.deposit.order).toHaveBeenCalledWith('D1');
    await tick();
    expect(store.api.deposit.order).toHaveBeenCalledTimes(2);
    await tick();
    expect(await screen.findByRole('heading', { name: 'Deposit completed' })).toBeTruthy();
    expect(screen.getByText('₱500.00 and a bonus of ₱50.00 were added to your balance.')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('₱10,550.00')).toBeTruthy());
    expect(store.api.wallet.gcs).toHaveBeenCalled();
    await tick();
    await tick();
    expect(store.api.deposit.order).toHaveBeenCalledTimes(3);
  });

  it('stops asking when the player leaves the page', async () => {
    const store = playerWith([depositOrderOf()]);
    const { unmount } = renderApp('/m/depositResult?depositId=D1', store);
    await screen.findByRole('heading', { name: 'Checking your payment…' });
    await tick();
    const asked = vi.mocked(store.api.deposit.order).mock.calls.length;
    unmount();
    for (let i = 0; i < 5; i++) await tick();
    expect(store.api.deposit.order).toHaveBeenCalledTimes(asked);
  });

  it('says the payment was not completed when the provider sent the player back unpaid, and keeps checking', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const store = playerWith([depositOrderOf(), depositOrderOf({ status: 'completed' })]);
    const { url } = renderApp('/m/depositResult?depositId=D1&left=1', store);
    expect(await screen.findByRole('heading', { name: 'Payment not completed' })).toBeTruthy();
    expect(screen.getByText(/You left the payment page before the payment went through/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Checking your payment…' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Deposit again' }).getAttribute('href')).toBe('/m/voucherCenter');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(leaveAppFor).toHaveBeenCalledWith('https://pay.example/checkout/cs_1');
    expect(url()).toBe('/m/depositResult?depositId=D1');
    // A payment made at the last moment still lands.
    await tick();
    expect(await screen.findByRole('heading', { name: 'Deposit completed' })).toBeTruthy();
  });

  it('offers a declined checkout again while the provider still takes it, and shows the payment when it lands', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const declined = depositOrderOf({ status: 'failed', reason: 'declined' });
    const store = playerWith([declined, declined, depositOrderOf({ status: 'completed' })]);
    renderApp('/m/depositResult?depositId=D1&left=1', store);
    expect(await screen.findByRole('heading', { name: 'The payment failed' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(leaveAppFor).toHaveBeenCalledWith('https://pay.example/checkout/cs_1');
    await tick();
    await tick();
    expect(await screen.findByRole('heading', { name: 'Deposit completed' })).toBeTruthy();
  });

  it('offers no checkout once the order has none, but keeps the way to a new deposit', async () => {
    const store = playerWith([depositOrderOf({ checkoutUrl: null })]);
    renderApp('/m/depositResult?depositId=D1&left=1', store);
    expect(await screen.findByRole('heading', { name: 'Payment not completed' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Deposit again' })).toBeTruthy();
    await tick();
    expect(vi.mocked(store.api.deposit.order).mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('gives up after 2 minutes, offers to check again and to go back to the provider', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const store = playerWith([depositOrderOf()]);
    renderApp('/m/depositResult?depositId=D1', store);
    await screen.findByRole('heading', { name: 'Checking your payment…' });
    await wait(POLL_FOR_MS + POLL_EVERY_MS * 2);
    const asked = vi.mocked(store.api.deposit.order).mock.calls.length;
    expect(asked).toBeGreaterThanOrEqual(POLL_FOR_MS / (POLL_EVERY_MS + 200));
    expect(asked).toBeLessThanOrEqual(POLL_FOR_MS / POLL_EVERY_MS + 1);
    expect(screen.getByText(/No answer from the payment provider yet/)).toBeTruthy();
    await tick();
    expect(store.api.deposit.order).toHaveBeenCalledTimes(asked);

    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(store.api.deposit.order).toHaveBeenCalledTimes(asked + 1));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(leaveAppFor).toHaveBeenCalledWith('https://pay.example/checkout/cs_1');
  });
});

describe('deposit result', () => {
  it('needs a real account, like the deposit screen', async () => {
    const { location } = renderApp('/m/depositResult?depositId=D1', loggedInStore(4));
    await waitFor(() => expect(location()).toBe('/m/home'));
    expect(screen.getByText('Please login an actual account to use this function')).toBeTruthy();
  });

  it('says why a payment failed in the player’s words: declined, amount mismatch, provider unavailable', async () => {
    for (const [reason, text] of [
      ['declined', 'The payment was declined.'],
      ['amount_mismatch', 'The amount paid did not match the order. Please contact customer service.'],
      ['provider_unavailable', 'The payment provider could not be reached.'],
    ] as const) {
      const ended = depositOrderOf({ status: 'failed', reason, checkoutUrl: null });
      const { unmount } = renderApp('/m/depositResult?depositId=D1&left=1', playerWith([ended]));
      expect(await screen.findByRole('heading', { name: 'The payment failed' })).toBeTruthy();
      expect(screen.getByText(text)).toBeTruthy();
      unmount();
    }
  });

  it('says when the order ended otherwise, with the reason, and leads to a new deposit or the records', async () => {
    const user = userEvent.setup();
    const store = playerWith([depositOrderOf({ status: 'failed', reason: 'insufficient_funds', checkoutUrl: null })]);
    const { location } = renderApp('/m/depositResult?depositId=D1', store);
    expect(await screen.findByRole('heading', { name: 'The payment failed' })).toBeTruthy();
    expect(screen.getByText('The account had insufficient funds.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Deposit records' }).getAttribute('href')).toBe('/m/depositRecords');
    await user.click(screen.getByRole('link', { name: 'Deposit again' }));
    expect(location()).toBe('/m/voucherCenter');
  });

  it('shows an operator’s own words as written', async () => {
    renderApp(
      '/m/depositResult?depositId=D7',
      playerWith([manualOrder({ status: 'rejected', reason: 'Receipt unreadable: please send a new one.' })]),
    );
    expect(await screen.findByRole('heading', { name: 'The deposit was rejected' })).toBeTruthy();
    expect(screen.getByText('Receipt unreadable: please send a new one.')).toBeTruthy();
  });

  it('says there is nothing to show without a deposit id', async () => {
    const store = playerWith([depositOrderOf()]);
    renderApp('/m/depositResult?depositId=../x', store);
    expect(await screen.findByText('No deposit to show.')).toBeTruthy();
    expect(store.api.deposit.order).not.toHaveBeenCalled();
  });

  it('shows a manual transfer’s account with copy buttons, takes the receipt, then waits for approval', async () => {
    // A picker's accept list is a hint some phones ignore ("all files"), so the page checks the file itself.
    const user = userEvent.setup({ applyAccept: false });
    const createObjectURL = vi.fn(() => 'blob:receipt');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true });
    const store = playerWith([manualOrder()]);
    vi.mocked(store.api.deposit.uploadReceipt).mockResolvedValue(manualOrder({ status: 'reviewing', receiptUploaded: true }));
    renderApp('/m/depositResult?depositId=D7', store);

    expect(await screen.findByRole('heading', { name: 'Transfer to this account' })).toBeTruthy();
    expect(screen.getByText('BDO Unibank')).toBeTruthy();
    expect(screen.getByText('Pinoy Play Gaming Corp.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy Account number' }));
    expect(writeText).toHaveBeenCalledWith('001234567890');
    expect(await screen.findByText('Copied')).toBeTruthy();

    const file = screen.getByLabelText('Receipt image') as HTMLInputElement;
    expect(file.accept).toBe('image/*');
    await user.upload(file, new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('That file is not an image. Choose a photo or screenshot of the receipt.')).toBeTruthy();
    await user.upload(file, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }));
    expect(screen.getByText('The image must be 5 MB or smaller.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Receipt preview' })).toBeNull();

    const photo = new File(['jpeg'], 'slip.jpg', { type: 'image/jpeg' });
    await user.upload(file, photo);
    expect(screen.getByRole('img', { name: 'Receipt preview' }).getAttribute('src')).toBe('blob:receipt');
    await user.click(screen.getByRole('button', { name: 'Upload receipt' }));
    expect(screen.getByText("Enter the transfer's reference number.")).toBeTruthy();
    expect(store.api.deposit.uploadReceipt).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Transfer reference number'), ' IP-2026 0510 ');
    await user.click(screen.getByRole('button', { name: 'Upload receipt' }));
    expect(await screen.findByRole('heading', { name: 'Receipt received, waiting for approval' })).toBeTruthy();
    expect(store.api.deposit.uploadReceipt).toHaveBeenCalledWith('D7', photo, 'IP-2026 0510');
  });

  it('cancels a pending manual order after asking', async () => {
    const user = userEvent.setup();
    const store = playerWith([manualOrder()]);
    vi.mocked(store.api.deposit.cancel).mockResolvedValue(manualOrder({ status: 'cancelled' }));
    renderApp('/m/depositResult?depositId=D7', store);
    await user.click(await screen.findByRole('button', { name: 'Cancel deposit K7M2Q9XA4B' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this deposit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel deposit' }));
    expect(await screen.findByRole('heading', { name: 'The deposit was cancelled' })).toBeTruthy();
    expect(store.api.deposit.cancel).toHaveBeenCalledWith('D7');
    expect(screen.queryByRole('button', { name: /^Cancel deposit/ })).toBeNull();
  });

  it('shows a crypto quote: address, coin amount, rate, network and the time left', async () => {
    const expiresAt = new Date(Date.now() + 30 * 60_000 - 500).toISOString();
    const order = depositOrderOf({
      flow: 'crypto',
      bankType: 'BTC',
      bankCode: 'BTC',
      channelName: 'Bitcoin',
      checkoutUrl: null,
      expiresAt,
      crypto: { currency: 'BTC', network: 'Bitcoin', address: 'tb1qexampleaddress', cryptoAmount: '0.00085471', rate: '5850000.00' },
    });
    renderApp('/m/depositResult?depositId=D1', playerWith([order]));
    expect(await screen.findByRole('heading', { name: 'Send BTC' })).toBeTruthy();
    expect(screen.getByText('tb1qexampleaddress')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy Address' })).toBeTruthy();
    expect(screen.getByText('0.00085471 BTC')).toBeTruthy();
    expect(screen.getByText('1 BTC = ₱5,850,000.00')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('30:00');
  });
});
