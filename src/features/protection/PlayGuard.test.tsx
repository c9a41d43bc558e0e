import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { playLocation } from '../play/playPath';
import { fakeApi, loggedInStore } from '../../test/fakes';
import { playSessionOf } from '../../test/protectionFakes';
import { renderApp } from '../../test/render';
import { playTimes } from './realityTimes';

const GAME_URL = 'http://localhost:8081/games/house-rng-001?user=u1&currency=PHP&lang=en#token=g1';
const MINUTE = 60_000;

function playing(sessions: ReturnType<typeof playSessionOf>[]) {
  const api = fakeApi();
  const answers = [...sessions];
  api.protection.playSession = vi.fn(async () => (answers.length > 1 ? answers.shift()! : answers[0]!));
  return loggedInStore(0, api);
}

describe('the reality check over a game', () => {
  it('comes at the next whole interval of the play session, with the time played and the net result', async () => {
    const user = userEvent.setup();
    const now = Date.now();
    const startedAt = new Date(now - 60 * MINUTE + 800).toISOString();
    const store = playing([
      playSessionOf({ startedAt, serverTime: new Date(now).toISOString() }),
      playSessionOf({ startedAt, serverTime: new Date(now + 1_000).toISOString(), netResult: -12_550 }),
    ]);
    const { location } = renderApp(playLocation(GAME_URL, 'Lucky Seven'), store);
    expect(await screen.findByTitle('Lucky Seven')).toBeTruthy();
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' }, { timeout: 3_000 });
    expect(within(dialog).getByText('You have played for 60 minutes.')).toBeTruthy();
    expect(within(dialog).getByText('Your result in this session: \u2212₱125.50.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep playing' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTitle('Lucky Seven')).toBeTruthy();
    expect(location()).toBe('/m/play');
  });

  it('lets the player stop there: back out of the game', async () => {
    const user = userEvent.setup();
    const now = Date.now();
    const store = playing([
      playSessionOf({
        startedAt: new Date(now - 15 * MINUTE + 300).toISOString(),
        realityCheckMinutes: 15,
        serverTime: new Date(now).toISOString(),
      }),
    ]);
    const { location } = renderApp(playLocation(GAME_URL, 'Lucky Seven'), store);
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' }, { timeout: 3_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Stop playing' }));
    await waitFor(() => expect(location()).toBe('/m/home'));
  });

  it('ends play at the session limit: the game is gone and the only way is out', async () => {
    const user = userEvent.setup();
    const store = playing([playSessionOf({ sessionLimitMinutes: 30, endsAt: '2026-05-12T02:30:00.000Z', ended: true })]);
    const { location } = renderApp(playLocation(GAME_URL, 'Lucky Seven'), store);
    const dialog = await screen.findByRole('dialog', { name: 'Session limit reached' });
    expect(within(dialog).getByText('You set a session limit of 30 minutes. Play has ended for this sign-in.')).toBeTruthy();
    expect(screen.queryByTitle('Lucky Seven')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Leave the game' }));
    await waitFor(() => expect(location()).toBe('/m/home'));
  });

  it('leaves a trial player’s play money game alone', async () => {
    const store = loggedInStore(4);
    renderApp(playLocation(GAME_URL, 'Lucky Seven'), store);
    expect(await screen.findByTitle('Lucky Seven')).toBeTruthy();
    expect(store.api.protection.playSession).not.toHaveBeenCalled();
  });
});

describe('the play session’s times', () => {
  it('puts the next check at the next whole interval and the end where the server says, in the device’s clock', () => {
    const session = playSessionOf({
      startedAt: '2026-05-12T02:00:00.000Z',
      serverTime: '2026-05-12T02:50:00.000Z',
      realityCheckMinutes: 30,
      endsAt: '2026-05-12T03:00:00.000Z',
    });
    // The device's clock is 10 s behind the server's.
    const now = Date.parse('2026-05-12T02:49:50.000Z');
    const times = playTimes(session, now);
    expect(new Date(times.nextCheckAt).toISOString()).toBe('2026-05-12T02:59:50.000Z');
    expect(new Date(times.endsAt!).toISOString()).toBe('2026-05-12T02:59:50.000Z');
  });
});
