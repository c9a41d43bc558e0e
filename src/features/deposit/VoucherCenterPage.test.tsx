import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import { DEPOSIT_PROMOTIONS, depositOrderOf, fakeApi, loggedInStore, makeStore, memberInfoOf } from '../../test/fakes';
import { renderApp } from '../../test/render';

vi.mock('../../platform/leaveApp', () => ({ leaveAppFor: vi.fn(async () => 'left') }));
const { leaveAppFor } = await import('../../platform/leaveApp');

const FREE_REJECT = 'Please login an actual account to use this function';

function member(api = fakeApi({ member: { info: memberInfoOf(0) } })) {
  return loggedInStore(0, api);
}

const amountField = () => screen.getByLabelText('Amount (₱)') as HTMLInputElement;
const confirm = () => screen.getByRole('button', { name: 'Confirm deposit' });
const tab = (name: string) => screen.getByRole('tab', { name });

async function openCenter(store = member()) {
  const view = renderApp('/m/voucherCenter', store);
  await screen.findByRole('tab', { name: 'E-wallet' });
  return view;
}

beforeEach(() => vi.mocked(leaveAppFor).mockClear());

describe('voucher center', () => {
  it('sends visitors to log in and refuses trial players with free_reject', async () => {
    const visitor = renderApp('/m/voucherCenter', makeStore());
    await waitFor(() => expect(visitor.location()).toBe('/m/login'));
    visitor.unmount();

    const store = loggedInStore(4);
    const trial = renderApp('/m/voucherCenter', store);
    await waitFor(() => expect(trial.location()).toBe('/m/home'));
    expect(screen.getByText(FREE_REJECT)).toBeTruthy();
    expect(store.api.deposit.channels).not.toHaveBeenCalled();
  });

  it('asks for the channels that work where the app runs and shows the types as tabs', async () => {
    const store = member();
    await openCenter(store);
    expect(store.api.deposit.channels).toHaveBeenCalledWith({ platform: 'web', device: 'all', native: false });
    const tabs = within(screen.getByRole('tablist', { name: 'Payment methods' })).getAllByRole('tab');
    expect(tabs.map((entry) => entry.textContent)).toEqual(['E-wallet', 'QR Ph', 'Online banking', 'Bank transfer', 'Crypto (Bitcoin)']);
    expect(tab('E-wallet').getAttribute('aria-selected')).toBe('true');
    expect((screen.getByRole('radio', { name: 'GCash' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('From ₱100.00 to ₱50,000.00')).toBeTruthy();
  });

  it('tells the server it runs on an Android phone', async () => {
    const agent = vi
      .spyOn(window.navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36');
    const store = member();
    await openCenter(store);
    expect(store.api.deposit.channels).toHaveBeenCalledWith({ platform: 'mobile', device: 'android', native: false });
    agent.mockRestore();
  });

  it('picks a channel, and a bank where the channel has several', async () => {
    const user = userEvent.setup();
    const store = member();
    await openCenter(store);
    await user.click(screen.getByRole('radio', { name: 'Maya' }));
    expect(screen.getByRole('button', { name: '₱300.00' })).toBeTruthy();

    await user.click(tab('Online banking'));
    expect(screen.queryByRole('radio', { name: 'Maya' })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Bank'), 'UnionBank Online');
    expect(screen.getByText('From ₱500.00 to ₱100,000.00')).toBeTruthy();
    await user.type(amountField(), '1000');
    await user.click(confirm());
    await waitFor(() => expect(store.api.deposit.create).toHaveBeenCalled());
    expect(vi.mocked(store.api.deposit.create).mock.calls[0]![0]).toEqual({
      bankType: 'EPT',
      bankCode: 'UBP',
      vendorId: 7,
      amount: 100_000,
    });
  });

  it('fills the amount from a preset', async () => {
    const user = userEvent.setup();
    await openCenter();
    const preset = screen.getByRole('button', { name: '₱500.00' });
    await user.click(preset);
    expect(amountField().value).toBe('500');
    expect(preset.getAttribute('aria-pressed')).toBe('true');
    expect(amountField().getAttribute('inputmode')).toBe('decimal');
  });

  it('refuses each bad amount with its message and sends nothing', async () => {
    const user = userEvent.setup();
    const store = member();
    await openCenter(store);
    const cases: [string, string][] = [
      ['', 'Enter the amount to deposit.'],
      ['abc', 'Enter the amount in numbers only, for example 500 or 500.50.'],
      ['0', 'The amount must be more than zero.'],
      ['-50', 'The amount must be more than zero.'],
      ['150.555', 'Use at most 2 decimal places (centavos).'],
      ['99.99', 'The minimum for this channel is ₱100.00.'],
      ['50000.01', 'The maximum for this channel is ₱50,000.00.'],
    ];
    for (const [text, message] of cases) {
      await user.clear(amountField());
      if (text) await user.type(amountField(), text);
      await user.click(confirm());
      expect(screen.getByText(message), text).toBeTruthy();
      expect(amountField().getAttribute('aria-invalid'), text).toBe('true');
    }
    expect(store.api.deposit.create).not.toHaveBeenCalled();
  });

  it('asks for the promotions once and offers those the amount qualifies for, none being a choice', async () => {
    const user = userEvent.setup();
    const store = member();
    await openCenter(store);
    const group = () => screen.queryByRole('group', { name: 'Promotion' });
    await waitFor(() => expect(store.api.deposit.promotions).toHaveBeenCalledTimes(1));
    expect(group()).toBeNull();

    await user.type(amountField(), '600');
    expect(
      within(group()!)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual(['No promotion', 'Welcome 10% 10% bonus up to ₱1,000.00, from ₱500.00; bet 5x before withdrawing']);
    await user.clear(amountField());
    await user.type(amountField(), '1000');
    expect(within(group()!).getByRole('radio', { name: /Big reload 20%/ })).toBeTruthy();
    expect(within(group()!).queryByRole('radio', { name: /Cashback only/ })).toBeNull();
    await user.click(tab('QR Ph'));
    await user.click(tab('E-wallet'));
    expect(store.api.deposit.promotions).toHaveBeenCalledTimes(1);
    expect(store.api.deposit.promotions).toHaveBeenCalledWith();
    expect(DEPOSIT_PROMOTIONS).toHaveLength(3);
  });

  it('sends exactly the form with one Idempotency-Key and leaves for the provider’s page', async () => {
    const user = userEvent.setup();
    const store = member();
    const { url } = await openCenter(store);
    await user.click(screen.getByRole('button', { name: '₱1,000.00' }));
    await user.click(screen.getByRole('radio', { name: /Big reload 20%/ }));
    await user.click(confirm());
    await waitFor(() => expect(leaveAppFor).toHaveBeenCalledWith('https://pay.example/checkout/cs_1'));
    expect(store.api.deposit.create).toHaveBeenCalledTimes(1);
    const [body, key] = vi.mocked(store.api.deposit.create).mock.calls[0]!;
    expect(body).toEqual({ bankType: 'WT', bankCode: 'GCASH', vendorId: 7, amount: 100_000, promotionId: 2 });
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(url()).toBe('/m/depositResult?depositId=D1');
  });

  it('leaves no promotion in the body when none is chosen', async () => {
    const user = userEvent.setup();
    const store = member();
    await openCenter(store);
    await user.type(amountField(), '1000');
    await user.click(confirm());
    await waitFor(() => expect(store.api.deposit.create).toHaveBeenCalled());
    expect(vi.mocked(store.api.deposit.create).mock.calls[0]![0]).toEqual({
      bankType: 'WT',
      bankCode: 'GCASH',
      vendorId: 7,
      amount: 100_000,
    });
  });

  it('makes one order of a double tap, the button disabled while it is sent', async () => {
    const api = fakeApi({ member: { info: memberInfoOf(0) } });
    let answer: (value: ReturnType<typeof depositOrderOf>) => void = () => undefined;
    vi.mocked(api.deposit.create).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const store = member(api);
    await openCenter(store);
    fireEvent.input(amountField(), { target: { value: '500' } });
    const button = confirm();
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button.textContent).toBe('Please wait');
    expect(button).toHaveProperty('disabled', true);
    // Even two sends that beat the disabled button make one request: the store keeps the first.
    const body = vi.mocked(api.deposit.create).mock.calls[0]![0];
    void store.deposit.create({ ...body });
    expect(api.deposit.create).toHaveBeenCalledTimes(1);
    answer(depositOrderOf());
    await waitFor(() => expect(leaveAppFor).toHaveBeenCalledTimes(1));
  });

  it('retries after a network error with the same key, and says why', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ member: { info: memberInfoOf(0) } });
    vi.mocked(api.deposit.create).mockRejectedValueOnce(new ApiError('NETWORK', 'offline'));
    await openCenter(member(api));
    await user.type(amountField(), '500');
    await user.click(confirm());
    expect(await screen.findByText('Network error. Please check your connection and try again.')).toBeTruthy();
    await user.click(confirm());
    await waitFor(() => expect(api.deposit.create).toHaveBeenCalledTimes(2));
    const [first, second] = vi.mocked(api.deposit.create).mock.calls;
    expect(second![1]).toBe(first![1]);
    expect(second![0]).toBe(first![0]);
  });

  it('uses a new key once the server answered, and shows its range refusal at the amount', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ member: { info: memberInfoOf(0) } });
    vi.mocked(api.deposit.create).mockRejectedValueOnce(
      new ApiError('DEPOSIT_AMOUNT_OUT_OF_RANGE', 'out of range', 400, { min: 20_000, max: 5_000_000 }),
    );
    await openCenter(member(api));
    await user.type(amountField(), '150');
    await user.click(confirm());
    expect(await screen.findByText('The minimum for this channel is ₱200.00.')).toBeTruthy();
    await user.clear(amountField());
    await user.type(amountField(), '250');
    await user.click(confirm());
    await waitFor(() => expect(api.deposit.create).toHaveBeenCalledTimes(2));
    const keys = vi.mocked(api.deposit.create).mock.calls.map(([, key]) => key);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('shows a manual transfer’s order page after confirming', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ member: { info: memberInfoOf(0) } });
    const manual = depositOrderOf({
      depositId: 'D7',
      flow: 'manual',
      bankType: 'MT',
      bankCode: 'BDO',
      channelName: 'Bank transfer',
      checkoutUrl: null,
      payee: { bankName: 'BDO Unibank', accountName: 'Pinoy Play Gaming Corp.', accountNumber: '0012 3456 7890' },
      expiresAt: '2026-05-10T10:15:00.000Z',
    });
    vi.mocked(api.deposit.create).mockResolvedValue(manual);
    vi.mocked(api.deposit.order).mockResolvedValue(manual);
    const { url } = await openCenter(member(api));
    await user.click(tab('Bank transfer'));
    await user.type(amountField(), '500');
    await user.click(confirm());
    expect(await screen.findByRole('heading', { name: 'Transfer to this account' })).toBeTruthy();
    expect(url()).toBe('/m/depositResult?depositId=D7');
    expect(vi.mocked(api.deposit.create).mock.calls[0]![0]).toEqual({ bankType: 'MT', bankCode: 'BDO', vendorId: 9, amount: 50_000 });
    expect(leaveAppFor).not.toHaveBeenCalled();
  });

  it('links to the deposit records', async () => {
    const user = userEvent.setup();
    const { location } = await openCenter();
    await user.click(screen.getByRole('link', { name: 'Deposit records' }));
    expect(location()).toBe('/m/depositRecords');
  });
});
