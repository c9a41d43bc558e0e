import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import qrcode from 'qrcode-generator';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReferralPlayersPage } from '../../api/referral';
import { fakeApi, loggedInStore, memberInfoOf } from '../../test/fakes';
import { renderApp } from '../../test/render';
import { qrModules } from '../../ui/QrCode';

const LINK = 'http://localhost:8080/m/register?affiliateCode=K7PQ2M9X';

const NOBODY = async ({ pageNo = 1 }: { pageNo?: number }): Promise<ReferralPlayersPage> => ({
  list: [],
  pageNum: pageNo,
  totalPages: 0,
  totalCount: 0,
});

function member(players = vi.fn(NOBODY)) {
  return loggedInStore(0, fakeApi({ member: { info: memberInfoOf(0) }, referral: { players } }));
}

describe('invite / referral page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    delete (navigator as { share?: unknown }).share;
  });

  it('shows the invitation code and link with copy buttons, and the link’s QR code', async () => {
    // user-event puts a clipboard of its own in place of the browser's.
    const user = userEvent.setup();
    renderApp('/m/member/referral', member());
    expect(await screen.findByText('K7PQ2M9X')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Invite friends' })).toBeTruthy();
    expect(screen.getByText(LINK)).toBeTruthy();
    const qr = screen.getByRole('img', { name: 'QR code of your invitation link' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    await user.click(screen.getByRole('button', { name: 'Copy invitation link' }));
    expect(await navigator.clipboard.readText()).toBe(LINK);
    expect(await screen.findByText('Copied')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy invitation code' }));
    expect(await navigator.clipboard.readText()).toBe('K7PQ2M9X');
  });

  it('shares through the Web Share API where the browser has it, and has no share button elsewhere', async () => {
    const first = renderApp('/m/member/referral', member());
    expect(await screen.findByText('K7PQ2M9X')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    first.unmount();

    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = userEvent.setup();
    renderApp('/m/member/referral', member());
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Invite friends',
      text: 'Join me on Pinoy Play! Register with my invitation code K7PQ2M9X:',
      url: LINK,
    });
  });

  it('lists the players it brought with their count, and pages with Load more', async () => {
    const players = vi.fn(async ({ pageNo = 1 }: { pageNo?: number }): Promise<ReferralPlayersPage> => ({
      list: [{ username: pageNo === 1 ? 'ma***a' : 'jo***e', joinedAt: '2026-03-01T04:05:06Z' }],
      pageNum: pageNo,
      totalPages: 2,
      totalCount: 2,
    }));
    const user = userEvent.setup();
    renderApp('/m/member/referral', member(players));
    const list = within(await screen.findByRole('region', { name: 'Players you invited' }));
    expect(await list.findByText('2 players')).toBeTruthy();
    expect(list.getByText('ma***a')).toBeTruthy();
    expect(list.getByText(/^Joined 2026-03-01/)).toBeTruthy();
    await user.click(list.getByRole('button', { name: 'Load more' }));
    expect(await list.findByText('jo***e')).toBeTruthy();
    expect(players).toHaveBeenLastCalledWith({ pageNo: 2, pageSize: 20 });
  });

  it('says when nobody has registered with the invitation yet', async () => {
    renderApp('/m/member/referral', member());
    expect(await screen.findByText('Nobody has registered with your invitation yet.')).toBeTruthy();
    expect(screen.getByText('0 players')).toBeTruthy();
  });

  it('sends a visitor who opens it to login', async () => {
    const { location } = renderApp('/m/member/referral');
    await waitFor(() => expect(location()).toBe('/m/login'));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
  });
});

describe('the QR code', () => {
  it('draws every dark module of the library’s matrix where it stands, inside a 4-module quiet zone', () => {
    const qr = qrcode(0, 'M');
    qr.addData(LINK);
    qr.make();
    const count = qr.getModuleCount();
    const { size, path } = qrModules(LINK);
    expect(size).toBe(count + 8);
    const drawn = new Set([...path.matchAll(/M(\d+) (\d+)/g)].map(([, x, y]) => `${Number(y) - 4},${Number(x) - 4}`));
    const dark = new Set<string>();
    for (let row = 0; row < count; row++) for (let col = 0; col < count; col++) if (qr.isDark(row, col)) dark.add(`${row},${col}`);
    expect(drawn).toEqual(dark);
  });
});
