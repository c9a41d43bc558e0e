import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import type { ContractView } from '../../api/agent';
import { contractViewOf } from '../../test/agentFakes';
import { fakeApi, loggedInStore, makeStore, memberInfoOf } from '../../test/fakes';
import { renderApp } from '../../test/render';

const SALARY = '/m/member/agent/getSalaryContract';

/** A member of `type` whose contract calls answer `view` (and the decision the view after it). */
function agentStore(view: ContractView, type = 0) {
  const api = fakeApi({
    member: { info: memberInfoOf(type) },
    agent: {
      contract: vi.fn(async () => view),
      decide: vi.fn(async (_type, _id, decision) =>
        contractViewOf({}, { status: decision === 'accept' ? 'accepted' : 'declined', decidedAt: '2026-05-12T03:00:00.000Z' }),
      ),
    },
  });
  return loggedInStore(type, api);
}

const rowOf = (table: HTMLElement, tier: string) =>
  within(table)
    .getByRole('rowheader', { name: new RegExp(`^${tier}`) })
    .closest('tr')!;

describe('an agent contract page', () => {
  it('shows the offered contract’s tiers, the period’s downline figures and what accepting would pay', async () => {
    const store = agentStore(contractViewOf());
    renderApp(SALARY, store);
    const tiers = await screen.findByRole('table', { name: 'Contract tiers' });
    expect(store.api.agent.contract).toHaveBeenCalledWith('dailysalreqtype');
    expect(screen.getByText('Offered to you')).toBeTruthy();
    expect(
      within(tiers)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Tier', 'Turnover from', 'Active players', 'Salary']);
    expect(
      within(rowOf(tiers, '1'))
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['₱1,000.00', '1', '₱100.00']);
    // The reached tier says so in words.
    expect(within(tiers).getByRole('rowheader', { name: /Reached/ }).textContent).toMatch(/^2\s*Reached$/);
    const today = screen.getByRole('region', { name: 'Today' });
    expect(within(today).getByText('Turnover').nextSibling?.textContent).toBe('₱2,700.00');
    expect(within(today).getByText('If you accept, this period would pay').nextSibling?.textContent).toBe('₱300.00');
    expect(within(today).getByText('Downline players').nextSibling?.textContent).toBe('3');
  });

  it('accepts after the agent confirms, then shows the contract accepted with what the period pays', async () => {
    const user = userEvent.setup();
    const store = agentStore(contractViewOf());
    renderApp(SALARY, store);
    await user.click(await screen.findByRole('button', { name: 'Accept contract' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept this contract?' });
    expect(within(dialog).getByText('You answer a contract once: this cannot be changed.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Accept contract' }));
    await waitFor(() => expect(screen.getByText('Accepted')).toBeTruthy());
    expect(store.api.agent.decide).toHaveBeenCalledWith('dailysalreqtype', 7, 'accept');
    expect(store.ui.toast?.key).toBe('agent.accepted');
    expect(screen.getByText('This period pays so far').nextSibling?.textContent).toBe('₱300.00');
    expect(screen.queryByRole('button', { name: 'Accept contract' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('declines only once confirmed: cancelling sends nothing, and a declined contract shows nothing to pay', async () => {
    const user = userEvent.setup();
    const store = agentStore(contractViewOf());
    renderApp(SALARY, store);
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Decline this contract?' })).getByRole('button', { name: 'Cancel' }));
    expect(store.api.agent.decide).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Decline this contract?' })).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.getByText('Declined')).toBeTruthy());
    expect(store.api.agent.decide).toHaveBeenCalledWith('dailysalreqtype', 7, 'decline');
    expect(screen.queryByText(/this period would pay|this period pays/i)).toBeNull();
  });

  it('says when the contract was answered elsewhere, and shows it as it now stands', async () => {
    const user = userEvent.setup();
    const store = agentStore(contractViewOf());
    vi.mocked(store.api.agent.decide).mockRejectedValue(new ApiError('AGENT_CONTRACT_DECIDED', 'answered', 409, { status: 'accepted' }));
    vi.mocked(store.api.agent.contract)
      .mockResolvedValueOnce(contractViewOf())
      .mockResolvedValue(contractViewOf({}, { status: 'accepted', decidedAt: '2026-05-12T03:00:00.000Z' }));
    renderApp(SALARY, store);
    await user.click(await screen.findByRole('button', { name: 'Accept contract' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Accept contract' }));
    await waitFor(() => expect(screen.getByText('Accepted')).toBeTruthy());
    expect(store.ui.toast?.key).toBe('errors.AGENT_CONTRACT_DECIDED');
  });

  it('shows a dividend’s tiers by net loss, with rates as percentages', async () => {
    const dividend = contractViewOf(
      { type: 'divtypecompperiodreq', measure: 'netLoss', rewardUnit: 'basisPoints', tierReached: null, payable: 0 },
      {
        tiers: [
          { minimum: 50_000, activePlayers: 0, reward: 1_000 },
          { minimum: 500_000, activePlayers: 3, reward: 1_250 },
        ],
      },
    );
    const store = agentStore(dividend);
    renderApp('/m/member/agent/getDevidendContract', store);
    const tiers = await screen.findByRole('table', { name: 'Contract tiers' });
    expect(store.api.agent.contract).toHaveBeenCalledWith('divtypecompperiodreq');
    expect(
      within(tiers)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Tier', 'Net loss from', 'Active players', 'Dividend']);
    expect(
      within(rowOf(tiers, '1'))
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['₱500.00', 'Any', '10%']);
    expect(
      within(rowOf(tiers, '2'))
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['₱5,000.00', '3', '12.5%']);
    expect(screen.getByRole('region', { name: 'This half month' })).toBeTruthy();
    expect(screen.getByText('If you accept, this period would pay').nextSibling?.textContent).toBe('No tier reached yet');
  });

  it('says when no contract of the kind has been offered', async () => {
    renderApp(
      '/m/member/agent/getHourContract',
      agentStore(contractViewOf({ type: 'contracthoursalreq', contract: null, tierReached: null })),
    );
    expect(await screen.findByText('No contract of this kind has been offered to you yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accept contract' })).toBeNull();
  });
});

describe('the agent entrance', () => {
  it('tells a member who is not an agent: "Non-agents cannot log in"', async () => {
    renderApp(SALARY, loggedInStore(0));
    expect((await screen.findByRole('alert')).textContent).toBe('Non-agents cannot log in');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('tells a trial player: "Non-member account unable to login"', async () => {
    const api = fakeApi({
      member: { info: memberInfoOf(4) },
      agent: { contract: vi.fn(async () => Promise.reject(new ApiError('NON_MEMBER_ACCOUNT', 'Non-member account unable to login', 403))) },
    });
    renderApp(SALARY, loggedInStore(4, api));
    expect((await screen.findByRole('alert')).textContent).toBe('Non-member account unable to login');
  });

  it('sends a visitor to log in', async () => {
    const { location } = renderApp(SALARY, makeStore());
    await waitFor(() => expect(location()).toBe('/m/login'));
  });
});
