import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type PromotionView } from '../../api';
import { fakeApi, loggedInStore, makeStore, memberInfoOf, transactionOf } from '../../test/fakes';
import { promotionOf } from '../../test/promotionsFakes';
import { renderApp } from '../../test/render';

const CHECK_IN = promotionOf(4, { title: 'Daily check-in: ₱10 every day', titles: { fil: 'Araw-araw na check-in: ₱10 bawat araw' } });
const WELCOME = promotionOf(1, {
  kind: 'deposit',
  title: 'Welcome bonus',
  state: 'join',
  minDeposit: 20_000,
  bonusPercent: 100,
  maxBonus: 100_000,
  rewardAmount: 0,
  turnoverMultiplier: 5,
  oncePerPlayer: true,
  claimable: null,
});
const CASHBACK = promotionOf(3, {
  kind: 'cashback',
  title: 'Weekly cashback',
  state: 'join',
  bonusPercent: 5,
  maxBonus: 200_000,
  claimable: null,
  week: { from: '2026-11-16', to: '2026-11-22' },
  netLoss: 0,
});
const BIRTHDAY = promotionOf(5, { kind: 'application', title: 'Birthday bonus', state: 'join', rewardAmount: 50_000, claimable: null });
const SIMBANG_GABI = promotionOf(6, { title: 'Simbang Gabi check-in', state: 'coming_soon', startsAt: '2026-12-15T16:00:00.000Z' });

function storeWith(list: PromotionView[], viewer: 'visitor' | 'member' | 'trial' = 'member') {
  const type = viewer === 'trial' ? 4 : 0;
  const api = fakeApi({ member: { info: memberInfoOf(type) } });
  vi.mocked(api.promotions.list).mockResolvedValue(list);
  return viewer === 'visitor' ? makeStore(api) : loggedInStore(type, api);
}

const card = (title: string) => screen.getByRole('link', { name: title }).closest('li')!;

describe('the promotions page (/m/activity)', () => {
  it('lists each promotion with its label: a button where there is something to do, a label otherwise', async () => {
    renderApp('/m/activity', storeWith([CHECK_IN, BIRTHDAY, SIMBANG_GABI]));
    expect(await screen.findByRole('link', { name: 'Daily check-in: ₱10 every day' })).toBeTruthy();
    const checkIn = within(card('Daily check-in: ₱10 every day'));
    expect(checkIn.getByText('₱10.00 every day you check in: once a day, Philippine time.')).toBeTruthy();
    expect(checkIn.getByText('Ready to claim: ₱10.00')).toBeTruthy();
    expect(checkIn.getByRole('button', { name: 'Claim: Daily check-in: ₱10 every day' })).toBeTruthy();
    expect(within(card('Birthday bonus')).getByRole('button', { name: 'Join: Birthday bonus' })).toBeTruthy();
    const soon = within(card('Simbang Gabi check-in'));
    expect(soon.getByText('Coming soon')).toBeTruthy();
    expect(soon.queryByRole('button')).toBeNull();
  });

  it('lets a member claim today’s check-in: one call, then Signed, a toast, and the balance asked again', async () => {
    const user = userEvent.setup();
    const store = storeWith([CHECK_IN]);
    const signed = { ...CHECK_IN, state: 'signed' as const, claimable: null, paid: 1_000 };
    vi.mocked(store.api.promotions.claim).mockResolvedValue({ promotion: signed, amount: 1_000, turnoverRequired: 1_000 });
    renderApp('/m/activity', store);
    const claim = await screen.findByRole('button', { name: /^Claim/ });
    const walletCalls = vi.mocked(store.api.wallet.gcs).mock.calls.length;
    await user.click(claim);
    expect(await within(card('Daily check-in: ₱10 every day')).findByText('Signed')).toBeTruthy();
    expect(store.api.promotions.claim).toHaveBeenCalledTimes(1);
    expect(store.api.promotions.claim).toHaveBeenCalledWith(4, expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(screen.getByText('Claimed: the bonus is in your balance')).toBeTruthy();
    expect(screen.getByText('Paid: ₱10.00')).toBeTruthy();
    await waitFor(() => expect(vi.mocked(store.api.wallet.gcs).mock.calls.length).toBeGreaterThan(walletCalls));
  });

  it('sends a visitor to log in, and tells a trial player to use a real account', async () => {
    const user = userEvent.setup();
    const visitor = renderApp('/m/activity', storeWith([CHECK_IN], 'visitor'));
    await user.click(await screen.findByRole('button', { name: /^Claim/ }));
    await waitFor(() => expect(visitor.location()).toBe('/m/login'));
    visitor.unmount();

    const trial = storeWith([CHECK_IN], 'trial');
    renderApp('/m/activity', trial);
    await user.click(await screen.findByRole('button', { name: /^Claim/ }));
    expect(await screen.findByText('Please login an actual account to use this function')).toBeTruthy();
    expect(trial.api.promotions.claim).not.toHaveBeenCalled();
  });

  it('joins each kind its own way: a deposit, the game lobby, or an application', async () => {
    const user = userEvent.setup();
    const deposit = renderApp('/m/activity', storeWith([WELCOME]));
    await user.click(await screen.findByRole('button', { name: 'Join: Welcome bonus' }));
    await waitFor(() => expect(deposit.location()).toBe('/m/voucherCenter'));
    deposit.unmount();

    const play = renderApp('/m/activity', storeWith([CASHBACK]));
    expect(await screen.findByText('Last week (2026-11-16 to 2026-11-22): net loss ₱0.00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Join: Weekly cashback' }));
    await waitFor(() => expect(play.location()).toBe('/m/game'));
    play.unmount();

    const store = storeWith([BIRTHDAY]);
    vi.mocked(store.api.promotions.apply).mockResolvedValue({ ...BIRTHDAY, state: 'applying', applicationId: 'A1' });
    renderApp('/m/activity', store);
    await user.click(await screen.findByRole('button', { name: 'Join: Birthday bonus' }));
    expect(await screen.findByText('Applying')).toBeTruthy();
    expect(store.api.promotions.apply).toHaveBeenCalledWith(5, expect.any(String));
    expect(screen.getByText('Waiting for our team’s decision.')).toBeTruthy();
  });

  it('shows a refusal’s text and reads the list again', async () => {
    const user = userEvent.setup();
    const store = storeWith([CHECK_IN]);
    vi.mocked(store.api.promotions.claim).mockRejectedValue(new ApiError('PROMOTION_LIMIT_REACHED', 'already', 409));
    renderApp('/m/activity', store);
    await user.click(await screen.findByRole('button', { name: /^Claim/ }));
    expect(await screen.findByText('You have already taken part as often as this promotion allows.')).toBeTruthy();
    await waitFor(() => expect(store.api.promotions.list).toHaveBeenCalledTimes(2));
  });

  it('opens a promotion’s details from its title, and Close goes back to the list', async () => {
    const user = userEvent.setup();
    const { url } = renderApp('/m/activity', storeWith([CHECK_IN, WELCOME]));
    await user.click(await screen.findByRole('link', { name: 'Welcome bonus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome bonus' });
    expect(url()).toBe('/m/activity?id=1');
    expect(within(dialog).getByText('100% of your deposit as a bonus, up to ₱1,000.00, for a deposit of ₱200.00 or more.')).toBeTruthy();
    expect(within(dialog).getByText('Once per player: the first deposit made with it.')).toBeTruthy();
    expect(within(dialog).getByText('Bet 5x (deposit + bonus) before the bonus can be withdrawn.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Join: Welcome bonus' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(url()).toBe('/m/activity');
  });

  it('opens the details a link names, with a rejection’s reason', async () => {
    const rejected = { ...BIRTHDAY, state: 'rejected' as const, applicationId: 'A3', reason: 'Birthday is in June' };
    renderApp('/m/activity?id=5', storeWith([CHECK_IN, rejected]));
    const dialog = await screen.findByRole('dialog', { name: 'Birthday bonus' });
    expect(within(dialog).getByText('Rejected')).toBeTruthy();
    expect(within(dialog).getByText('Reason: Birthday is in June')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /^(Join|Claim)/ })).toBeNull();
  });

  it('says so when there are none, and shows titles and labels in Filipino', async () => {
    const empty = renderApp('/m/activity', storeWith([]));
    expect(await screen.findByText('No promotions right now.')).toBeTruthy();
    empty.unmount();
    const { store } = renderApp('/m/activity', storeWith([CHECK_IN]));
    act(() => store.ui.setLanguage('TY'));
    expect(await screen.findByRole('link', { name: 'Araw-araw na check-in: ₱10 bawat araw' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Kunin: Araw-araw na check-in: ₱10 bawat araw' })).toBeTruthy();
    act(() => store.ui.setLanguage('EN'));
    await screen.findByRole('link', { name: 'Daily check-in: ₱10 every day' });
  });

  it('names a promotion’s payment in the transaction history', async () => {
    const api = fakeApi({ member: { info: memberInfoOf(0) } });
    vi.mocked(api.wallet.transactions).mockResolvedValue({
      list: [
        transactionOf(1, { txCode: 'bonus', amount: 1_000, promotionKind: 'check_in' }),
        transactionOf(2, { txCode: 'bonus', amount: 4_000, promotionKind: 'cashback' }),
        transactionOf(3, { txCode: 'bonus', amount: -500 }),
      ],
      pageNum: 1,
      totalPages: 1,
      totalCount: 3,
    });
    renderApp('/m/transactions', loggedInStore(0, api));
    const rows = await screen.findAllByRole('listitem');
    expect(within(rows[0]!).getByText('Daily check-in')).toBeTruthy();
    expect(within(rows[1]!).getByText('Weekly cashback')).toBeTruthy();
    expect(within(rows[2]!).getByText('Bonus')).toBeTruthy();
  });
});
