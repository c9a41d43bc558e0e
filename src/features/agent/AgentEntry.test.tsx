import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AgentStatus } from '../../api';
import { fakeApi, loggedInStore, memberInfoOf } from '../../test/fakes';
import { renderApp, renderWithStores } from '../../test/render';
import { AgentEntry } from './AgentEntry';

const storeOf = (status: AgentStatus, type = 0) =>
  loggedInStore(type, fakeApi({ member: { info: memberInfoOf(type) }, agent: { status: vi.fn(async () => status) } }));

describe('the member centre’s agent block', () => {
  it('prompts an agent about an offered contract and lists its team and the three contract pages', async () => {
    renderApp('/m/member/home', storeOf({ agent: true, offered: ['dailysalreqtype'] }));
    const block = await screen.findByRole('region', { name: 'Agent centre' });
    expect(within(block).getByRole('status').textContent).toBe('A new contract is waiting for your answer. Review it');
    expect(within(block).getByRole('link', { name: 'Review it' }).getAttribute('href')).toBe('/m/member/agent/getSalaryContract');
    const links = within(block).getAllByRole('link').slice(1);
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My team', '/m/member/agent/team'],
      ['Salary contract New offer', '/m/member/agent/getSalaryContract'],
      ['Dividend contract', '/m/member/agent/getDevidendContract'],
      ['Hourly contract', '/m/member/agent/getHourContract'],
    ]);
  });

  it('lists the pages without prompting when no contract waits', async () => {
    renderApp('/m/member/home', storeOf({ agent: true, offered: [] }));
    const block = await screen.findByRole('region', { name: 'Agent centre' });
    expect(within(block).queryByRole('status')).toBeNull();
    expect(within(block).queryByText('New offer')).toBeNull();
  });

  it('never prompts member types 40, 41 and 42', async () => {
    for (const type of [40, 41, 42]) {
      const { unmount } = renderWithStores(<AgentEntry />, { store: storeOf({ agent: true, offered: ['dailysalreqtype'] }, type) });
      const block = await screen.findByRole('region', { name: 'Agent centre' });
      expect(within(block).queryByRole('status'), String(type)).toBeNull();
      expect(within(block).queryByText('New offer'), String(type)).toBeNull();
      unmount();
    }
  });

  it('is not there for a member who is not an agent', async () => {
    const store = loggedInStore(0);
    renderApp('/m/member/home', store);
    await waitFor(() => expect(store.api.agent.status).toHaveBeenCalled());
    await screen.findByRole('button', { name: /Sign out/ });
    expect(screen.queryByRole('region', { name: 'Agent centre' })).toBeNull();
  });
});
