import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SentMessage } from '../../../../contracts/inbox-ops';
import { ApiError } from '../../../api/ApiError';
import { fakeOpsApi, renderOps, staffMe } from '../../test/fakes';

const AGENT = staffMe('ana', ['supportAgent']);
const WELCOME: SentMessage = {
  messageId: 3,
  title: 'Welcome',
  body: 'Your account is ready.',
  audience: { kind: 'player', username: 'juan' },
  recipients: 1,
  sentBy: 'ana',
  sentAt: '2026-11-26T08:00:00.000Z',
};
const PROMO: SentMessage = {
  ...WELCOME,
  messageId: 2,
  title: 'Weekend',
  audience: { kind: 'segment', segment: 'depositors' },
  recipients: 1234,
};

function inboxApi() {
  const api = fakeOpsApi();
  vi.mocked(api.sentInbox).mockResolvedValue({ list: [WELCOME, PROMO], nextBefore: null });
  return api;
}

const form = () => screen.getByRole('form', { name: 'Send a message' });

describe('the player inbox screen', () => {
  it('is for staff who may send, and lists what was sent', async () => {
    await renderOps('/ops', { api: inboxApi(), me: AGENT });
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Back office' })).getByRole('link', { name: 'Player inbox' }));
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Sent', 'To', 'Subject', 'Players reached', 'Sent by']);
    const promo = within(table).getByRole('cell', { name: 'Weekend' }).closest('tr')!;
    expect(within(promo).getByRole('cell', { name: 'Players who have deposited' })).toBeTruthy();
    expect(within(promo).getByRole('cell', { name: '1,234' })).toBeTruthy();
  });

  it('is not for a cashier', async () => {
    const cashier = await renderOps('/ops/player-inbox', { api: inboxApi(), me: staffMe('carl', ['cashier']) });
    await waitFor(() => expect(cashier.location()).toBe('/ops'));
  });

  it('sends to one player by username at once', async () => {
    const api = inboxApi();
    vi.mocked(api.sendInbox).mockResolvedValue({ messageId: 4, recipients: 1 });
    await renderOps('/ops/player-inbox', { api, me: AGENT });
    await screen.findByRole('table');
    await userEvent.type(within(form()).getByLabelText('Player’s username'), ' juan ');
    await userEvent.type(within(form()).getByLabelText('Subject'), 'Your bonus');
    await userEvent.type(within(form()).getByLabelText('Message'), 'It is credited.');
    await userEvent.click(within(form()).getByRole('button', { name: 'Send' }));
    expect(api.sendInbox).toHaveBeenCalledWith({ username: 'juan', title: 'Your bonus', body: 'It is credited.' });
    expect((await within(form()).findByRole('status')).textContent).toBe('Sent to 1 player.');
    expect((within(form()).getByLabelText('Subject') as HTMLInputElement).value).toBe('');
    expect(api.sentInbox).toHaveBeenCalledTimes(2);
  });

  it('shows how many players a group reaches and sends only once confirmed', async () => {
    const api = inboxApi();
    vi.mocked(api.segmentSize).mockResolvedValue({ segment: 'verified', players: 2500 });
    vi.mocked(api.sendInbox).mockResolvedValue({ messageId: 5, recipients: 2500 });
    await renderOps('/ops/player-inbox', { api, me: AGENT });
    await screen.findByRole('table');
    await userEvent.click(within(form()).getByLabelText('A group of players'));
    await userEvent.selectOptions(within(form()).getByLabelText('Group'), 'verified');
    await userEvent.type(within(form()).getByLabelText('Subject'), 'New games');
    await userEvent.type(within(form()).getByLabelText('Message'), 'Try them today.');
    await userEvent.click(within(form()).getByRole('button', { name: 'Send' }));
    const confirm = await within(form()).findByRole('group', { name: 'Confirm sending' });
    expect(within(confirm).getByText('This message goes to 2,500 players (Verified players). Send it?')).toBeTruthy();
    expect(api.segmentSize).toHaveBeenCalledWith('verified');
    expect(api.sendInbox).not.toHaveBeenCalled();

    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(within(form()).queryByRole('group', { name: 'Confirm sending' })).toBeNull();
    await userEvent.click(within(form()).getByRole('button', { name: 'Send' }));
    await userEvent.click(await within(form()).findByRole('button', { name: 'Send to 2,500 players' }));
    expect(api.sendInbox).toHaveBeenCalledWith({ segment: 'verified', title: 'New games', body: 'Try them today.' });
    expect((await within(form()).findByRole('status')).textContent).toBe('Sent to 2,500 players.');
  });

  it('asks for every field, and says when the player does not exist', async () => {
    const api = inboxApi();
    vi.mocked(api.sendInbox).mockRejectedValue(new ApiError('NOT_FOUND', 'No such player', 404));
    await renderOps('/ops/player-inbox', { api, me: AGENT });
    await screen.findByRole('table');
    await userEvent.click(within(form()).getByRole('button', { name: 'Send' }));
    expect(within(form()).getByRole('alert').textContent).toBe('Fill in who it goes to, the subject and the message.');
    await userEvent.type(within(form()).getByLabelText('Player’s username'), 'nobody');
    await userEvent.type(within(form()).getByLabelText('Subject'), 'Hi');
    await userEvent.type(within(form()).getByLabelText('Message'), 'Hello');
    await userEvent.click(within(form()).getByRole('button', { name: 'Send' }));
    expect((await within(form()).findByRole('alert')).textContent).toBe('No player has that username.');
  });
});
