import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { IdVerification } from '../../api';
import { NOT_STARTED, fakeApi, loggedInStore, makeStore, verificationOf } from '../../test/fakes';
import { renderApp } from '../../test/render';

function open(verification: Partial<IdVerification>) {
  const api = fakeApi({ kyc: { config: vi.fn(async () => ({ info: { idVerification: verificationOf(verification) } })) } });
  // Home's auto-show is not what this screen is about.
  window.sessionStorage.setItem('kycVerifyLater', JSON.stringify('demo'));
  return renderApp('/m/member/verification', loggedInStore(0, api));
}

describe('verification status screen', () => {
  it('sends visitors to log in', async () => {
    const { location } = renderApp('/m/member/verification', makeStore());
    await waitFor(() => expect(location()).toBe('/m/login'));
  });

  it('says a new player has not started, and opens the popup from "Verify now"', async () => {
    const user = userEvent.setup();
    open(NOT_STARTED);
    expect(await screen.findByText('Not verified')).toBeTruthy();
    expect(screen.getByText('You have not verified your identity yet. It takes about 3 minutes.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Verify now' }));
    expect(await screen.findByRole('dialog', { name: 'Verify your identity' })).toBeTruthy();
  });

  it('tells a player whose details are saved that the photos come next', async () => {
    open({ ...NOT_STARTED, personalInfoDone: true });
    expect(await screen.findByText('Your personal information is saved. Upload the photos of your ID to finish.')).toBeTruthy();
  });

  it.each([
    ['pending', 'P', 'We received your documents and are reviewing them. This usually takes less than a day.'],
    ['on_hold', 'H', 'Your review needs a little more time. There is nothing you need to do: we will update this page once it is done.'],
  ] as const)('calls %s "Under review", with no button', async (state, status, text) => {
    open({ state, status, isComplete: false, canSubmit: false, decidedAt: null });
    expect(await screen.findByText('Under review')).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByText(/^Sent on \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Verify now|Send again/ })).toBeNull();
  });

  it('says verified, and until when', async () => {
    open({ validUntil: '2031-06-30' });
    expect(await screen.findByText('Verified')).toBeTruthy();
    expect(screen.getByText('Valid until 2031-06-30')).toBeTruthy();
  });

  it('shows a rejection with the reason and lets the player send again when allowed', async () => {
    const user = userEvent.setup();
    open({
      state: 'rejected',
      status: 'R',
      isComplete: false,
      canSubmit: true,
      rejection: { reason: 'The selfie is blurred.', canResubmit: true },
    });
    expect(await screen.findByText('Not approved')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Reason' })).toBeTruthy();
    expect(screen.getByText('The selfie is blurred.')).toBeTruthy();
    expect(screen.getByText('You may send your documents again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByRole('dialog', { name: 'Verify your identity' })).toBeTruthy();
  });

  it('says a final rejection is final, with no button', async () => {
    open({
      state: 'rejected',
      status: 'R',
      isComplete: false,
      canSubmit: false,
      rejection: { reason: 'The ID is not genuine.', canResubmit: false },
    });
    expect(await screen.findByText('The ID is not genuine.')).toBeTruthy();
    expect(screen.getByText(/This decision is final/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send again' })).toBeNull();
  });

  it('says an expired verification expired, and offers to verify again', async () => {
    open({ state: 'expired', status: 'E', isComplete: false, canSubmit: true, validUntil: '2026-01-31' });
    expect(await screen.findByText('Expired')).toBeTruthy();
    expect(screen.getByText('Expired on 2026-01-31')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send again' })).toBeTruthy();
  });
});
