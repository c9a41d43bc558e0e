import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ProtectionState } from '../../api/protection';
import { decryptBody, fakeApi, loggedInStore, makeStore } from '../../test/fakes';
import { blockOf, fakeProtectionApi, limitOf, protectionStateOf } from '../../test/protectionFakes';
import { renderApp } from '../../test/render';

/** A player's store whose protection answers `state` (and then whatever the fake's model makes of changes). */
function storeWith(state?: ProtectionState) {
  const api = fakeApi();
  if (state) Object.assign(api.protection, fakeProtectionApi(state));
  return loggedInStore(0, api);
}

const sent = async (call: unknown) => decryptBody((vi.mocked(call as () => unknown).mock.calls.at(-1) as unknown[])[0] as never);

describe('the protection screens', () => {
  it('send a visitor to log in', async () => {
    const { location } = renderApp('/m/member/protection/limits', makeStore());
    await waitFor(() => expect(location()).toBe('/m/login'));
  });

  it('list the protection screens and set how often the reality check comes', async () => {
    const user = userEvent.setup();
    const store = storeWith();
    const { location } = renderApp('/m/member/protection', store);
    const select = (await screen.findByLabelText('Reality check during play')) as HTMLSelectElement;
    expect(select.value).toBe('60');
    await user.selectOptions(select, 'Every 30 minutes');
    await waitFor(() => expect(store.api.protection.setRealityCheck).toHaveBeenCalled());
    expect(await sent(store.api.protection.setRealityCheck)).toEqual({ minutes: 30 });
    expect(store.ui.toast?.key).toBe('protection.realityCheck.saved');
    const links = screen.getByRole('navigation', { name: 'Player protection' });
    await user.click(within(links).getByRole('link', { name: 'Self-exclusion (6 months to 5 years)' }));
    expect(location()).toBe('/m/member/protection/selfExclusion');
  });

  it('tell a player on a break until when, and that they can still withdraw', async () => {
    renderApp('/m/member/protection', storeWith(protectionStateOf({ block: blockOf({ endsAt: '2026-11-12T02:00:00.000Z' }) })));
    const notice = await screen.findByRole('region', { name: /You have excluded yourself from play until 2026-11-12/ });
    expect(within(notice).getByText(/You can still see your account and withdraw your balance/)).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Withdraw my balance' }).getAttribute('href')).toBe('/m/withdraw');
  });
});

describe('the limits screen', () => {
  it('sets a daily deposit limit in pesos: it applies at once and shows what the period used', async () => {
    const user = userEvent.setup();
    const store = storeWith();
    renderApp('/m/member/protection/limits', store);
    const daily = await screen.findByRole('region', { name: 'Daily limit' });
    expect(within(daily).getByText('No limit')).toBeTruthy();
    await user.type(within(daily).getByLabelText('Daily limit: new amount in pesos'), '5,000');
    await user.click(within(daily).getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(within(daily).getByText('In force: ₱5,000.00')).toBeTruthy());
    expect(await sent(store.api.protection.setLimit)).toEqual({ kind: 'deposit', period: 'day', amount: 500_000 });
    expect(store.ui.toast?.key).toBe('protection.limit.applied');
    expect(within(daily).getByText(/Used this period: ₱0.00/)).toBeTruthy();
  });

  it('checks the amount before sending it', async () => {
    const user = userEvent.setup();
    const store = storeWith();
    renderApp('/m/member/protection/limits', store);
    const weekly = await screen.findByRole('region', { name: 'Weekly limit (Monday to Sunday)' });
    const save = within(weekly).getByRole('button', { name: 'Save limit' });
    await user.click(save);
    expect(within(weekly).getByText('Enter an amount')).toBeTruthy();
    const field = within(weekly).getByLabelText(/new amount in pesos/);
    await user.type(field, '12.345');
    await user.click(save);
    expect(within(weekly).getByText('At most 2 decimals')).toBeTruthy();
    await user.clear(field);
    await user.type(field, '0.50');
    await user.click(save);
    expect(within(weekly).getByText('Enter a value from ₱1.00 to ₱100,000,000.00')).toBeTruthy();
    expect(store.api.protection.setLimit).not.toHaveBeenCalled();
  });

  it('shows a loosening waiting for its 24 hours: not confirmable yet, and it can be withdrawn', async () => {
    const user = userEvent.setup();
    const pending = { amount: 1_000_000, requestedAt: '2026-05-12T02:00:00.000Z', confirmableAt: '2999-01-01T00:00:00.000Z' };
    const loss = limitOf({ kind: 'loss', period: 'month' }, { player: 500_000, effective: 500_000, used: 120_000, pending });
    const store = storeWith(protectionStateOf({}, [loss]));
    renderApp('/m/member/protection/limits', store);
    await user.click(await screen.findByRole('tab', { name: 'Loss' }));
    const monthly = screen.getByRole('region', { name: 'Monthly limit' });
    expect(within(monthly).getByText('In force: ₱5,000.00')).toBeTruthy();
    expect(within(monthly).getByText(/Used this period: ₱1,200.00/)).toBeTruthy();
    expect(within(monthly).getByRole('status').textContent).toMatch(/Waiting: ₱10,000.00. You can confirm it from 2999-01-01/);
    expect((within(monthly).getByRole('button', { name: 'Confirm change' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(monthly).getByRole('button', { name: 'Keep current limit' }));
    await waitFor(() => expect(store.api.protection.cancelLimit).toHaveBeenCalled());
    expect(await sent(store.api.protection.cancelLimit)).toEqual({ kind: 'loss', period: 'month' });
  });

  it('confirms a loosening once its 24 hours have passed, and shows the operator’s limit', async () => {
    const user = userEvent.setup();
    const pending = { amount: null, requestedAt: '2026-05-10T02:00:00.000Z', confirmableAt: '2026-05-11T02:00:00.000Z' };
    const wager = limitOf({ kind: 'wager', period: 'day' }, { player: 100_000, operator: 50_000, effective: 50_000, pending });
    const store = storeWith(protectionStateOf({}, [wager]));
    renderApp('/m/member/protection/limits', store);
    await user.click(await screen.findByRole('tab', { name: 'Wager' }));
    const daily = screen.getByRole('region', { name: 'Daily limit' });
    expect(within(daily).getByText(/Set for you by the operator: ₱500.00/)).toBeTruthy();
    expect(within(daily).getByRole('status').textContent).toMatch(/Waiting: removal/);
    await user.click(within(daily).getByRole('button', { name: 'Confirm change' }));
    await waitFor(() => expect(store.api.protection.confirmLimit).toHaveBeenCalled());
    expect(await sent(store.api.protection.confirmLimit)).toEqual({ kind: 'wager', period: 'day' });
  });

  it('takes the session limit in minutes, and says a higher value waits', async () => {
    const user = userEvent.setup();
    const session = limitOf({ kind: 'session', period: 'session' }, { player: 60, effective: 60 });
    const store = storeWith(protectionStateOf({}, [session]));
    renderApp('/m/member/protection/limits', store);
    await user.click(await screen.findByRole('tab', { name: 'Session time' }));
    const card = screen.getByRole('region', { name: 'Session time limit' });
    expect(within(card).getByText('In force: 60 minutes')).toBeTruthy();
    const field = within(card).getByLabelText('Session time limit: new value in minutes');
    await user.type(field, '3');
    await user.click(within(card).getByRole('button', { name: 'Save limit' }));
    expect(within(card).getByText('Enter a value from 5 to 1440')).toBeTruthy();
    await user.clear(field);
    await user.type(field, '120');
    await user.click(within(card).getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(store.ui.toast?.key).toBe('protection.limit.pendingSaved'));
    expect(await sent(store.api.protection.setLimit)).toEqual({ kind: 'session', period: 'session', amount: 120 });
  });

  it('shows a refusal of the server in the card', async () => {
    const user = userEvent.setup();
    const store = storeWith();
    const { ApiError } = await import('../../api');
    store.api.protection.setLimit = vi.fn(async () => {
      throw new ApiError('SELF_EXCLUDED', 'x', 403);
    });
    renderApp('/m/member/protection/limits', store);
    const daily = await screen.findByRole('region', { name: 'Daily limit' });
    await user.type(within(daily).getByLabelText(/new amount in pesos/), '100');
    await user.click(within(daily).getByRole('button', { name: 'Save limit' }));
    expect((await within(daily).findByRole('alert')).textContent).toMatch(/You have excluded yourself from play/);
  });
});

describe('breaks', () => {
  it('take a cool-off only after a confirmation that names its length', async () => {
    const user = userEvent.setup();
    const store = storeWith();
    renderApp('/m/member/protection/coolOff', store);
    await user.click(await screen.findByRole('radio', { name: '7 days' }));
    await user.click(screen.getByRole('button', { name: 'Take a break' }));
    const dialog = screen.getByRole('dialog', { name: 'Take a break for 7 days?' });
    expect(within(dialog).getByText(/A break cannot be ended early/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(store.api.protection.coolOff).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Take a break' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Take a break' }));
    await waitFor(() => expect(store.api.protection.coolOff).toHaveBeenCalled());
    expect(await sent(store.api.protection.coolOff)).toEqual({ duration: '7d' });
    expect(await screen.findByRole('region', { name: /You are on a break until/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Take a break' })).toBeNull();
  });

  it('take a self-exclusion only once the player ticked that they understood, then confirmed', async () => {
    const user = userEvent.setup();
    const store = storeWith();
    renderApp('/m/member/protection/selfExclusion', store);
    const exclude = (await screen.findByRole('button', { name: 'Exclude me' })) as HTMLButtonElement;
    expect(exclude.disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: '1 year' }));
    await user.click(screen.getByRole('checkbox', { name: /cannot undo this for the first 6 months/ }));
    expect(exclude.disabled).toBe(false);
    await user.click(exclude);
    const dialog = screen.getByRole('dialog', { name: 'Exclude yourself for 1 year?' });
    expect(within(dialog).getByText(/This cannot be undone for the first 6 months/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Exclude me' }));
    await waitFor(() => expect(store.api.protection.selfExclude).toHaveBeenCalled());
    expect(await sent(store.api.protection.selfExclude)).toEqual({ duration: '1y', acknowledged: true });
    expect(await screen.findByRole('region', { name: /You have excluded yourself from play until/ })).toBeTruthy();
    expect(screen.getByText('It cannot be ended early.')).toBeTruthy();
  });

  it('offer to end a self-exclusion after its first 6 months, and to confirm it 24 hours later', async () => {
    const user = userEvent.setup();
    const block = blockOf({ duration: '1y', revocableFrom: '2026-01-01T00:00:00.000Z' });
    const store = storeWith(protectionStateOf({ block }));
    renderApp('/m/member/protection/selfExclusion', store);
    await user.click(await screen.findByRole('button', { name: 'Ask to end my self-exclusion' }));
    await waitFor(() => expect(store.api.protection.requestRevocation).toHaveBeenCalled());
    expect(await sent(store.api.protection.requestRevocation)).toEqual({});
  });
});
