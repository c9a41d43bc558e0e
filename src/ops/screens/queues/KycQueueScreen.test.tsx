import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeOpsApi, renderOps, staffMe } from '../../test/fakes';
import { kycRow, opsKycCase } from '../../test/queueFakes';

const K1 = kycRow(1);

function kycApi() {
  return fakeOpsApi({
    queuePage: vi.fn(async () => ({ list: [K1], nextCursor: null })) as never,
    queueCounts: vi.fn(async () => [
      { state: 'pending', count: 1, oldestWaitingSeconds: 90_000 },
      { state: 'on_hold', count: 0, oldestWaitingSeconds: null },
    ]),
    queueItem: vi.fn(async () => opsKycCase(K1)) as never,
  });
}

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:document'), revokeObjectURL: vi.fn() });
});

describe('the KYC queue', () => {
  it('shows a reviewer the ID documents and rejects with the reason and whether the player may send again', async () => {
    const api = kycApi();
    vi.mocked(api.decideQueueItem).mockResolvedValue(opsKycCase(K1, { state: 'rejected', canResubmit: true }));
    await renderOps('/ops/queues/kyc', { api, me: staffMe('kim', ['kycReviewer']) });
    expect(await screen.findByText('oldest waiting 1 d 1 h')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'K1' }));
    const panel = await screen.findByRole('region', { name: 'KYC case K1' });
    const documents = within(panel).getByRole('region', { name: 'ID documents' });
    await waitFor(() => expect(within(documents).getAllByRole('img')).toHaveLength(3));
    expect(api.kycDocument).toHaveBeenCalledWith('K1', 'idCardSelfie');
    expect(within(panel).getByText('N01-23-456789')).toBeTruthy();

    await userEvent.click(within(panel).getByRole('button', { name: 'Reject' }));
    const resubmit = within(panel).getByLabelText('The player may send the documents again') as HTMLInputElement;
    expect(resubmit.checked).toBe(true);
    await userEvent.type(within(panel).getByLabelText('Reason (the player reads it)'), 'The photo is blurred');
    await userEvent.click(within(panel).getByRole('button', { name: 'Confirm rejection' }));
    expect(api.decideQueueItem).toHaveBeenCalledWith('kyc', 'K1', {
      action: 'reject',
      body: { reason: 'The photo is blurred', canResubmit: true },
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'K1' })).toBeNull());
  });

  it('rejects for good when the reviewer says the player may not send again', async () => {
    const api = kycApi();
    vi.mocked(api.decideQueueItem).mockResolvedValue(opsKycCase(K1, { state: 'rejected', canResubmit: false }));
    await renderOps('/ops/queues/kyc', { api, me: staffMe('kim', ['kycReviewer']) });
    await userEvent.click(await screen.findByRole('button', { name: 'K1' }));
    const panel = await screen.findByRole('region', { name: 'KYC case K1' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Reject' }));
    await userEvent.click(within(panel).getByLabelText('The player may send the documents again'));
    await userEvent.type(within(panel).getByLabelText('Reason (the player reads it)'), 'Forged document');
    await userEvent.click(within(panel).getByRole('button', { name: 'Confirm rejection' }));
    expect(api.decideQueueItem).toHaveBeenCalledWith('kyc', 'K1', {
      action: 'reject',
      body: { reason: 'Forged document', canResubmit: false },
    });
  });

  it('hides the documents from staff without kyc.documents, and offers them no decision', async () => {
    const api = kycApi();
    await renderOps('/ops/queues/kyc', { api, me: staffMe('sam', ['supportAgent']) });
    await userEvent.click(await screen.findByRole('button', { name: 'K1' }));
    const panel = await screen.findByRole('region', { name: 'KYC case K1' });
    expect(within(panel).getByText('Juan Dela Cruz')).toBeTruthy();
    expect(within(panel).queryByRole('region', { name: 'ID documents' })).toBeNull();
    expect(within(panel).queryByRole('img')).toBeNull();
    expect(api.kycDocument).not.toHaveBeenCalled();
    expect(within(panel).queryByRole('button', { name: 'Reject' })).toBeNull();
  });
});
