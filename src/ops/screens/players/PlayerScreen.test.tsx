import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/ApiError';
import { fakeOpsApi, renderOps, staffMe } from '../../test/fakes';
import { adjustment, playerView, protectionState } from '../../test/playerFakes';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('finding a player', () => {
  it('searches by what was typed, lists the players found and opens one', async () => {
    const api = fakeOpsApi({
      searchPlayers: vi.fn(async () => ({
        list: [
          {
            username: 'juan',
            mobile: '+63 917***4567',
            status: 'active' as const,
            kycStatus: 'verified' as const,
            trial: false,
            registeredAt: '2026-11-01T08:00:00.000Z',
          },
          {
            username: 'juana',
            mobile: null,
            status: 'disabled' as const,
            kycStatus: 'unverified' as const,
            trial: false,
            registeredAt: '2026-11-02T08:00:00.000Z',
          },
        ],
        nextCursor: 'next-1',
      })),
      playerView: vi.fn(async () => playerView('juan')),
    });
    const { location } = await renderOps('/ops/players', { api, me: staffMe('sam', ['supportAgent']) });
    await userEvent.type(screen.getByLabelText('Username or mobile number (the start is enough)'), ' jua ');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(api.searchPlayers).toHaveBeenCalledWith({ q: 'jua' });
    const grid = await screen.findByRole('table', { name: 'Players found for jua' });
    const row = within(grid).getByRole('link', { name: 'juana' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Disabled')).toBeTruthy();
    expect(within(grid).getByText('+63 917***4567')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(api.searchPlayers).toHaveBeenLastCalledWith({ q: 'jua', cursor: 'next-1' });

    await userEvent.click(within(grid).getByRole('link', { name: 'juan' }));
    expect(location()).toBe('/ops/players/juan');
    expect(await screen.findByRole('heading', { name: 'Player juan' })).toBeTruthy();
    expect(screen.getByText('Juan Dela Cruz')).toBeTruthy();
    expect(screen.getByText('WhatsApp: +6***67')).toBeTruthy();
    expect(screen.getByText('₱1,250.00')).toBeTruthy();
    // A support agent sees the player but neither adjusts nor tightens.
    expect(screen.queryByRole('button', { name: 'New adjustment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Make stricter' })).toBeNull();
    expect(screen.getByRole('button', { name: 'End all sessions' })).toBeTruthy();
  });
});

describe('the player’s page', () => {
  it('says why a looser limit is refused, and shows a stricter one in force', async () => {
    const api = fakeOpsApi({
      playerView: vi.fn(async () => playerView('juan')),
      tightenLimit: vi
        .fn()
        .mockRejectedValueOnce(new ApiError('LIMIT_LOOSENING_REFUSED', 'no', 409))
        .mockResolvedValueOnce({
          outcome: 'applied',
          protection: protectionState({
            limits: [
              {
                kind: 'deposit',
                period: 'day',
                player: null,
                operator: 200_000,
                effective: 200_000,
                used: 0,
                periodEndsAt: null,
                pending: null,
              },
            ],
          }),
        }),
    });
    await renderOps('/ops/players/juan', { api, me: staffMe('rita', ['riskCompliance']) });
    const form = await screen.findByRole('form', { name: 'Make protection stricter' });
    await userEvent.type(within(form).getByLabelText('Amount (₱)'), '6,000');
    await userEvent.click(within(form).getByRole('button', { name: 'Make stricter' }));
    expect(within(form).getByRole('alert').textContent).toBe('Give the reason (at least 5 characters).');
    await userEvent.type(within(form).getByLabelText('Reason'), 'Player asked for more');
    await userEvent.click(within(form).getByRole('button', { name: 'Make stricter' }));
    expect(api.tightenLimit).toHaveBeenCalledWith('juan', {
      kind: 'deposit',
      period: 'day',
      amount: 600_000,
      reason: 'Player asked for more',
    });
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Staff can only make protection stricter: a higher limit, a removal or a shorter break is refused.',
    );

    await userEvent.clear(within(form).getByLabelText('Amount (₱)'));
    await userEvent.type(within(form).getByLabelText('Amount (₱)'), '2000');
    await userEvent.click(within(form).getByRole('button', { name: 'Make stricter' }));
    expect(await within(form).findByText('In force now. The player was told in their inbox.')).toBeTruthy();
    const limits = screen.getByRole('table', { name: 'Limits' });
    expect(
      within(within(limits).getByRole('rowheader', { name: 'Deposits per day' }).closest('tr')!).getAllByText('₱2,000.00'),
    ).toHaveLength(2);
  });

  it('sends an adjustment with one idempotency key per form, and says when it waits for approval', async () => {
    const pending = adjustment(12, { amount: 1_500_000, state: 'pending', needsApproval: true, transferId: null });
    const api = fakeOpsApi({
      playerView: vi.fn(async () => playerView('juan')),
      adjustBalance: vi
        .fn()
        .mockRejectedValueOnce(new ApiError('NETWORK', 'lost', 0))
        .mockResolvedValueOnce(pending),
    });
    await renderOps('/ops/players/juan', { api, me: staffMe('carl', ['cashier']) });
    expect(
      await screen.findByText(
        'One ledger transfer with its reason. Above ₱10,000.00 another staff member must approve it before any money moves.',
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'New adjustment' }));
    const form = screen.getByRole('form', { name: 'Manual adjustment' });
    await userEvent.type(within(form).getByLabelText('Amount (₱)'), '15,000');
    await userEvent.type(within(form).getByLabelText('Reason'), 'Jackpot paid  by hand');
    await userEvent.click(within(form).getByRole('button', { name: 'Send adjustment' }));
    expect(await within(form).findByRole('alert')).toBeTruthy();
    // The retry after a lost answer carries the same key: the server makes one adjustment of both.
    await userEvent.click(within(form).getByRole('button', { name: 'Send adjustment' }));
    await waitFor(() => expect(api.adjustBalance).toHaveBeenCalledTimes(2));
    const [first, second] = vi.mocked(api.adjustBalance).mock.calls;
    expect(first).toEqual([
      'juan',
      { amountCentavos: 1_500_000, reason: 'Jackpot paid by hand', idempotencyKey: expect.stringMatching(UUID) },
    ]);
    expect(second![1].idempotencyKey).toBe(first![1].idempotencyKey);
    expect(
      await screen.findByText("Adjustment A12 of ₱15,000.00 waits for another staff member's approval: no money has moved yet."),
    ).toBeTruthy();

    // A new form is a new adjustment: a new key, and a debit is sent negative.
    vi.mocked(api.adjustBalance).mockResolvedValueOnce(adjustment(13, { amount: -2_500 }));
    await userEvent.click(screen.getByRole('button', { name: 'New adjustment' }));
    const next = screen.getByRole('form', { name: 'Manual adjustment' });
    await userEvent.click(within(next).getByLabelText('Debit (take from the balance)'));
    await userEvent.type(within(next).getByLabelText('Amount (₱)'), '25');
    await userEvent.type(within(next).getByLabelText('Reason'), 'Duplicate credit');
    await userEvent.click(within(next).getByRole('button', { name: 'Send adjustment' }));
    expect(await screen.findByText('Adjustment A13 applied: -₱25.00.')).toBeTruthy();
    const third = vi.mocked(api.adjustBalance).mock.calls[2]!;
    expect(third[1]).toMatchObject({ amountCentavos: -2_500 });
    expect(third[1].idempotencyKey).not.toBe(first![1].idempotencyKey);
    expect(api.playerView).toHaveBeenCalledTimes(2);
  });

  it('ends a session with a reason, and shows the audit trail to those allowed', async () => {
    const api = fakeOpsApi({
      playerView: vi.fn(async () => playerView('juan')),
      endPlayerSessions: vi.fn(async () => ({ ended: 1 })),
      auditTrail: vi.fn(async () => ({
        list: [
          {
            entryId: 5,
            seq: 4,
            at: '2026-11-26T09:00:00.000Z',
            kind: 'adjustment.requested',
            actorKind: 'staff',
            actorName: 'carl',
            data: { subject: 'adjustment', subjectId: 12, amount: 50_000, reasonSha256: 'ab' },
            reason: 'Goodwill after an outage',
            chain: 'verified' as const,
          },
        ],
        nextCursor: null,
      })),
    });
    await renderOps('/ops/players/juan', { api, me: staffMe('rita', ['riskCompliance']) });
    await userEvent.click(await screen.findByRole('button', { name: /^End the session started/ }));
    expect(screen.getByRole('alert').textContent).toBe('Give the reason (at least 5 characters).');
    await userEvent.type(screen.getByLabelText('Reason for ending sessions'), 'Account takeover suspected');
    await userEvent.click(screen.getByRole('button', { name: /^End the session started/ }));
    expect(api.endPlayerSessions).toHaveBeenCalledWith('juan', { reason: 'Account takeover suspected', sessionId: 41 });
    expect(await screen.findByText('1 session ended.')).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'Audit trail' }));
    const trail = await screen.findByRole('table', { name: 'Audit trail' });
    expect(api.auditTrail).toHaveBeenCalledWith({ player: 'juan' });
    expect(within(trail).getByText('Staff: carl')).toBeTruthy();
    expect(within(trail).getByText('Goodwill after an outage')).toBeTruthy();
    expect(within(trail).getByText('Verified')).toBeTruthy();
  });

  it('gives a one-time password for a reason, shown once to be read to the player; only to support', async () => {
    const api = fakeOpsApi({
      playerView: vi.fn(async () => playerView('juan')),
      resetPlayerPassword: vi.fn(async () => ({ temporaryPassword: 'Kq7m-X3pt-9Rwa-hT4c', expiresAt: '2026-11-27T09:00:00.000Z' })),
    });
    await renderOps('/ops/players/juan', { api, me: staffMe('sam', ['supportAgent']) });
    const section = within(await screen.findByRole('region', { name: 'Password' }));
    await userEvent.click(section.getByRole('button', { name: 'Give a one-time password' }));
    expect(section.getByRole('alert').textContent).toBe('Give the reason (at least 5 characters).');
    await userEvent.type(section.getByLabelText('Reason (how the caller proved who they are)'), '  Caller  answered KYC details ');
    await userEvent.click(section.getByRole('button', { name: 'Give a one-time password' }));
    expect(api.resetPlayerPassword).toHaveBeenCalledWith('juan', { reason: 'Caller answered KYC details' });
    expect(await section.findByText('Kq7m-X3pt-9Rwa-hT4c')).toBeTruthy();
    expect(section.getByText(/^Read it to the player now: it is not shown again\. It works until /)).toBeTruthy();
    expect(section.getByRole('button', { name: 'Copy One-time password' })).toBeTruthy();
    expect(api.playerView).toHaveBeenCalledTimes(2);
  });

  it('offers no one-time password without players.password', async () => {
    await renderOps('/ops/players/juan', {
      api: fakeOpsApi({ playerView: vi.fn(async () => playerView('juan')) }),
      me: staffMe('carl', ['cashier']),
    });
    expect(await screen.findByRole('region', { name: 'Live sessions' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Password' })).toBeNull();
  });

  it('hides the audit trail without audit.view', async () => {
    await renderOps('/ops/players/juan', {
      api: fakeOpsApi({ playerView: vi.fn(async () => playerView('juan')) }),
      me: staffMe('carl', ['cashier']),
    });
    expect(await screen.findByRole('tab', { name: 'Ledger statement' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Audit trail' })).toBeNull();
  });
});
