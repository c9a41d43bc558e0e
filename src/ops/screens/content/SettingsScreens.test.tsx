import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/ApiError';
import { fakeOpsApi, renderOps, staffMe } from '../../test/fakes';
import { helpTopic, paymentChannel } from '../../test/contentFakes';

const ADMIN = staffMe('ana', ['admin']);

describe('settings in the console', () => {
  it('are for settings.edit: a content editor is taken home', async () => {
    const { location } = await renderOps('/ops/settings/access', { me: staffMe('cora', ['contentEditor']) });
    expect(location()).toBe('/ops');
  });

  it('start and end maintenance, saying where the value comes from', async () => {
    const api = fakeOpsApi({
      changeAccess: vi.fn(async (body) => ({
        maintenance: body.maintenance ?? false,
        restrictedNetworks: [],
        sources: { maintenance: 'console' as const, restrictedNetworks: 'environment' as const },
      })),
    });
    await renderOps('/ops/settings/access', { api, me: ADMIN });
    expect((await screen.findByText(/Maintenance is off/)).textContent).toContain('(as set when the server started)');
    await userEvent.click(screen.getByRole('button', { name: 'Start maintenance' }));
    expect(api.changeAccess).toHaveBeenCalledWith({ maintenance: true });
    expect((await screen.findByText(/Maintenance is on/)).textContent).toContain('(set in the back office)');
    expect(screen.getByRole('button', { name: 'End maintenance' })).toBeTruthy();
  });

  it('save the restricted networks one a line, and show the server’s refusal of a bad one', async () => {
    const api = fakeOpsApi({
      changeAccess: vi
        .fn()
        .mockRejectedValueOnce(new ApiError('FIELD_INVALID', 'bad', 400, { field: 'restrictedNetworks' }))
        .mockResolvedValueOnce({
          maintenance: false,
          restrictedNetworks: ['192.0.2.0/24', '2001:db8::/32'],
          sources: { maintenance: 'environment', restrictedNetworks: 'console' },
        }),
    });
    await renderOps('/ops/settings/access', { api, me: ADMIN });
    const form = await screen.findByRole('form', { name: 'Restricted networks' });
    const field = within(form).getByLabelText('IP addresses and CIDR blocks, one a line');
    await userEvent.type(field, '10.0.0.0/');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findByRole('alert')).textContent).toContain('not an IP address or CIDR block');
    await userEvent.clear(field);
    await userEvent.type(field, '192.0.2.0/24{enter}2001:db8::/32, 192.0.2.0/24');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(api.changeAccess).toHaveBeenLastCalledWith({ restrictedNetworks: ['192.0.2.0/24', '2001:db8::/32'] });
    await waitFor(() => expect(within(form).getByText(/set in the back office/)).toBeTruthy());
  });

  it('switch a whitelabel flag', async () => {
    const api = fakeOpsApi({
      whitelabelFlags: vi.fn(async () => ({ CBS3: true, MANDATORYKYC3: false })),
      switchWhitelabelFlag: vi.fn(async () => ({ CBS3: true, MANDATORYKYC3: true })),
    });
    await renderOps('/ops/settings/whitelabel', { api, me: ADMIN });
    const kyc = (await screen.findByLabelText(/Identity verification at registration/)) as HTMLInputElement;
    expect(kyc.checked).toBe(false);
    await userEvent.click(kyc);
    expect(api.switchWhitelabelFlag).toHaveBeenCalledWith('MANDATORYKYC3', true);
    await waitFor(() => expect(kyc.checked).toBe(true));
  });

  it('change a payment channel’s limits in pesos', async () => {
    const gcash = paymentChannel(101, { channelName: 'GCash' });
    const api = fakeOpsApi({
      paymentChannels: vi.fn(async () => ({ list: [gcash] })),
      changePaymentChannel: vi.fn(async () => ({ ...gcash, min: 20_000, fixAmounts: [20_000, 50_000] })),
    });
    await renderOps('/ops/settings/payment-channels', { api, me: ADMIN });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit GCash' }));
    const form = screen.getByRole('form', { name: 'Edit GCash' });
    expect((within(form).getByLabelText('Smallest deposit (₱)') as HTMLInputElement).value).toBe('100');
    await userEvent.clear(within(form).getByLabelText('Smallest deposit (₱)'));
    await userEvent.type(within(form).getByLabelText('Smallest deposit (₱)'), '200');
    await userEvent.clear(within(form).getByLabelText('Preset amounts (₱)'));
    await userEvent.type(within(form).getByLabelText('Preset amounts (₱)'), '200, 500');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(api.changePaymentChannel).toHaveBeenCalledWith(101, { min: 20_000, max: 5_000_000, fixAmounts: [20_000, 50_000] });
    await waitFor(() => expect(screen.getByRole('cell', { name: '₱200.00' })).toBeTruthy());
  });
});

describe('help topics in the console', () => {
  it('preview a topic’s HTML through the sanitiser, as players will read it', async () => {
    const api = fakeOpsApi({
      listHelpTopics: vi.fn(async () => ({ list: [helpTopic(1, { title: 'Terms', tag: 'terms' })] })),
      createHelpTopic: vi.fn(async (body) => helpTopic(2, { ...body, published: false })),
    });
    await renderOps('/ops/content/help', { api, me: staffMe('cora', ['contentEditor']) });
    await screen.findByRole('cell', { name: 'Terms' });
    await userEvent.click(screen.getByRole('button', { name: 'New help topic' }));
    const form = screen.getByRole('form', { name: 'New help topic' });
    await userEvent.type(within(form).getByLabelText('Title'), 'Deposits');
    await userEvent.type(within(form).getByLabelText('Tag'), 'deposits');
    await userEvent.selectOptions(within(form).getByLabelText('Under'), 'Terms');
    // userEvent.type reads braces as keys; paste the markup as an editor would.
    await userEvent.click(within(form).getByLabelText('Content (HTML)'));
    await userEvent.paste('<p onclick="x()">Top up <strong>fast</strong></p><script>alert(1)</script>');
    const preview = within(form).getByRole('region', { name: 'Preview' });
    expect(preview.querySelector('.ops-content-html')!.innerHTML).toBe('<p>Top up <strong>fast</strong></p>');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(api.createHelpTopic).toHaveBeenCalledWith({
      language: 'EN',
      title: 'Deposits',
      tag: 'deposits',
      parentId: 1,
      sortOrder: 0,
      content: '<p onclick="x()">Top up <strong>fast</strong></p><script>alert(1)</script>',
    });
    expect(await screen.findByRole('cell', { name: 'Deposits' })).toBeTruthy();
  });
});
