import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DownlinePage } from '../../api/agent';
import { fakeApi, loggedInStore, memberInfoOf } from '../../test/fakes';
import { renderApp } from '../../test/render';

const TEAM = '/m/member/agent/team';
const P = 100;

/** Page `pageNo` of a team of 21 players, 20 a page, the newest first. */
function teamPage(pageNo: number): DownlinePage {
  const players = pageNo === 1 ? 20 : 1;
  return {
    list: Array.from({ length: players }, (_, i) => ({
      username: `p***${(pageNo - 1) * 20 + i + 1}`,
      joinedAt: '2026-11-02T04:00:00.000Z',
      turnover: (i + 1) * 10 * P,
      netLoss: i === 0 ? -5 * P : 4 * P,
    })),
    pageNum: pageNo,
    totalPages: 2,
    totalCount: 21,
    period: { start: '2026-10-31T16:00:00.000Z', end: '2026-11-30T16:00:00.000Z' },
    figures: { downlinePlayers: 21, activePlayers: 20, turnover: 2_100 * P, netLoss: 71 * P },
  };
}

describe('the agent’s team page', () => {
  it('shows the team’s figures for the month, then its players with their play, 20 at a time', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ member: { info: memberInfoOf(0) }, agent: { downline: vi.fn(async (pageNo: number) => teamPage(pageNo)) } });
    renderApp(TEAM, loggedInStore(0, api));
    const month = await screen.findByRole('region', { name: 'This month' });
    expect(within(month).getByText('₱2,100.00')).toBeTruthy();
    expect(within(month).getByText('21')).toBeTruthy();
    const players = screen.getByRole('region', { name: 'Players' });
    expect(within(players).getAllByRole('listitem')).toHaveLength(20);
    const first = within(players).getAllByRole('listitem')[0]!;
    expect(first.textContent).toContain('p***1');
    expect(first.textContent).toContain('Turnover ₱10.00');
    expect(first.textContent).toContain('Net loss -₱5.00');
    await user.click(within(players).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(players).getAllByRole('listitem')).toHaveLength(21));
    expect(api.agent.downline).toHaveBeenLastCalledWith(2);
    expect(within(players).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('tells a member who is not an agent that non-agents cannot log in', async () => {
    renderApp(TEAM, loggedInStore(0, fakeApi({ member: { info: memberInfoOf(0) } })));
    expect((await screen.findByRole('alert')).textContent).toBe('Non-agents cannot log in');
  });
});
