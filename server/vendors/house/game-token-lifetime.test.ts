import { describe, expect, it } from 'vitest';
import { bearer, loginAs, useTestApp } from '../../test/harness';
import { hashPassword } from '../../modules/session/passwords';
import { hashToken } from '../../modules/session/tokens';
import { launchedPlayer, useTestVendor } from './test-vendor';

// The tester's attack: a game token kept after the session ended still answered the vendor's
// balance call, and a real PHP 5 spin was taken with it.
const t = useTestApp();
const house = useTestVendor(t);
const SLOT = 'house-rng-001';
let seq = 0;

async function player(): Promise<{ username: string; password: string }> {
  const username = `tokenlife${++seq}`;
  await t.db.query(`INSERT INTO members (merchant_code, username, password_hash, type) VALUES ($1, $2, $3, 0)`, [
    t.config.merchantCode,
    username,
    await hashPassword('Tamang-Susi-42'),
  ]);
  return { username, password: 'Tamang-Susi-42' };
}

/** Moves a session's clock: `set` is an SQL assignment on the sessions row of that token. */
const ageSession = (session: string, set: string) =>
  t.db.query(`UPDATE sessions SET ${set} WHERE token_hash = $1`, [hashToken(session, t.config.tokenPepper)]);

const post = (url: string, payload: object) => house.vendor.inject({ method: 'POST', url, payload });

async function launchSlot(session: string) {
  const nodeId = (
    await t.app.inject({ url: `/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent('Perlas ng Silangan Slot')}` })
  ).json().value.games[0].nodeId;
  const res = await t.app.inject({ method: 'POST', url: '/wps/game/launchGame', headers: bearer(session), payload: { nodeId } });
  return launchedPlayer(new URL(res.json().value.url));
}

async function spin(p: ReturnType<typeof launchedPlayer>, round: { roundId: string }) {
  return post('/api/slot/spin', { ...p, roundId: round.roundId, clientSeed: 'seed', stake: 500 });
}

async function balanceOf(session: string): Promise<number> {
  return (await t.app.inject({ url: '/wps/wallets/gcs', headers: bearer(session) })).json().value.sumBalance as number;
}

describe('a game token ends with the session that launched it', () => {
  it('after logout the token answers no balance call and a spin takes no money', async () => {
    const session = await loginAs(t.app, 'demo', 'demo1234');
    const game = await launchSlot(session);
    const round = (await post('/api/rounds', { user: game.user, token: game.token, game: SLOT })).json();
    const before = await balanceOf(await loginAs(t.app, 'demo', 'demo1234'));

    await t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(session) });

    const balance = await post('/api/balance', { user: game.user, token: game.token, game: SLOT });
    expect(balance.json()).toMatchObject({ error: 'WALLET_REFUSED', walletStatus: 'RS_ERROR_TOKEN_EXPIRED' });
    const spun = await spin(game, round);
    expect(spun.statusCode).toBe(409);
    expect(spun.json()).toMatchObject({ walletStatus: 'RS_ERROR_TOKEN_EXPIRED' });
    expect(await balanceOf(await loginAs(t.app, 'demo', 'demo1234'))).toBe(before);
  });

  it('a password change ends the game tokens of the other sessions', async () => {
    const p = await player();
    const elsewhere = await loginAs(t.app, p.username, p.password);
    const game = await launchSlot(elsewhere);
    expect((await post('/api/balance', { user: game.user, token: game.token, game: SLOT })).statusCode).toBe(200);

    const here = await loginAs(t.app, p.username, p.password);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/wps/v2/member/password',
      headers: bearer(here),
      payload: { oldPassword: p.password, newPassword: 'Bagong-Susi-43', confirmNewPassword: 'Bagong-Susi-43' },
    });
    expect(changed.json()).toEqual({ success: true, value: null });
    expect((await post('/api/balance', { user: game.user, token: game.token, game: SLOT })).json()).toMatchObject({
      walletStatus: 'RS_ERROR_TOKEN_EXPIRED',
    });
  });

  it('a session past its lifetime ends its game tokens', async () => {
    const session = await loginAs(t.app, 'demo', 'demo1234');
    const game = await launchSlot(session);
    await ageSession(session, `expires_at = now() - interval '1 second'`);
    expect((await post('/api/balance', { user: game.user, token: game.token, game: SLOT })).json()).toMatchObject({
      walletStatus: 'RS_ERROR_TOKEN_EXPIRED',
    });
  });

  it('play keeps the session alive: a player spinning for hours is not logged out as idle', async () => {
    const session = await loginAs(t.app, 'demo', 'demo1234');
    const game = await launchSlot(session);
    // 110 minutes without a platform call: 10 more would end the session (2 h idle)...
    await ageSession(session, `last_seen_at = now() - interval '110 minutes'`);
    expect((await post('/api/balance', { user: game.user, token: game.token, game: SLOT })).statusCode).toBe(200);
    // ...but the game's balance call counted as activity, so 15 minutes later it is still alive.
    await ageSession(session, `last_seen_at = last_seen_at - interval '15 minutes'`);
    expect((await t.app.inject({ url: '/wps/wallets/gcs', headers: bearer(session) })).json().success).toBe(true);
  });
});
