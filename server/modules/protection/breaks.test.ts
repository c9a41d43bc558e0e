import { describe, expect, it } from 'vitest';
import { ensurePlayerAccount, ensureSystemAccount, transfer } from '../../ledger/ledger';
import { hashPassword } from '../session/passwords';
import { bearer, loginAs, useTestApp } from '../../test/harness';
import { launchedPlayer, useTestVendor } from '../../vendors/house/test-vendor';
import { PROTECTION_PATH, type ProtectionState } from '../../../contracts/protection';
import { confirmRevocation, requestRevocation, takeBreak } from './service';

// Breaks and the play session, through the real game launch and the house slot: what a player on a
// break can and cannot do, and what the session limit and the reality check see.
const t = useTestApp({ PAYMENT_SANDBOX: 'off' });
const house = useTestVendor(t);
const SLOT = 'house-rng-001';
const MONTH = 30 * 86_400_000;
let seq = 0;

/** A real player with a password and ₱1,000, signed in: their session token. */
async function player(): Promise<{ username: string; memberId: number; session: string }> {
  const username = `breaker${++seq}`;
  const [row] = await t.db.query<{ id: string }>(
    `INSERT INTO members (merchant_code, username, password_hash, type) VALUES ($1, $2, $3, 0) RETURNING id`,
    [t.config.merchantCode, username, await hashPassword('Tamang-Susi-42')],
  );
  const memberId = Number(row!.id);
  await transfer(t.db, {
    idempotencyKey: `fund:${memberId}`,
    kind: 'deposit',
    fromAccountId: await ensureSystemAccount(t.db, 'gateway', 'PHP'),
    toAccountId: await ensurePlayerAccount(t.db, memberId, 'PHP'),
    amount: 100_000,
    currency: 'PHP',
  });
  return { username, memberId, session: await loginAs(t.app, username, 'Tamang-Susi-42') };
}

let slotNodeId = 0;
async function launch(session: string) {
  if (!slotNodeId) {
    slotNodeId = (
      await t.app.inject({ url: `/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent('Perlas ng Silangan Slot')}` })
    ).json().value.games[0].nodeId;
  }
  return t.app.inject({ method: 'POST', url: '/wps/game/launchGame', headers: bearer(session), payload: { nodeId: slotNodeId } });
}

const vendor = (url: string, payload: object) => house.vendor.inject({ method: 'POST', url, payload });
async function spin(game: ReturnType<typeof launchedPlayer>, stake = 500) {
  const round = (await vendor('/api/rounds', { user: game.user, token: game.token, game: SLOT })).json();
  return vendor('/api/slot/spin', { ...game, roundId: round.roundId, clientSeed: 'seed', stake });
}
const balanceOf = async (session: string) =>
  (await t.app.inject({ url: '/wps/wallets/gcs', headers: bearer(session) })).json().value.sumBalance as number;
const protection = (session: string, path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `${PROTECTION_PATH}${path}`, headers: bearer(session), payload });
const playSession = async (session: string) =>
  (await t.app.inject({ url: `${PROTECTION_PATH}/playSession`, headers: bearer(session) })).json().value;

describe('a limit in the game', () => {
  it('refuses a slot spin beyond the loss limit in the game, the balance untouched', async () => {
    const p = await player();
    await t.app.inject({
      method: 'PUT',
      url: `${PROTECTION_PATH}/limit`,
      headers: bearer(p.session),
      payload: { kind: 'loss', period: 'day', amount: 300 },
    });
    const game = launchedPlayer(new URL((await launch(p.session)).json().value.url));
    const refused = await spin(game, 500);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'WALLET_REFUSED', walletStatus: 'RS_ERROR_USER_DISABLED' });
    expect(await balanceOf(p.session)).toBe(100_000);
  });

  it('refuses the launch once a limit is used up, saying which and until when', async () => {
    const p = await player();
    const setLimit = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `${PROTECTION_PATH}/limit`, headers: bearer(p.session), payload });
    await setLimit({ kind: 'wager', period: 'day', amount: 500 });
    const game = launchedPlayer(new URL((await launch(p.session)).json().value.url));
    expect((await spin(game, 500)).statusCode).toBe(200);
    const spent = await launch(p.session);
    expect(spent.statusCode).toBe(403);
    const state = (await t.app.inject({ url: PROTECTION_PATH, headers: bearer(p.session) })).json().value as ProtectionState;
    const until = state.limits.find((l) => l.kind === 'wager' && l.period === 'day')!.periodEndsAt;
    expect(spent.json()).toMatchObject({ code: 'PLAY_LIMIT_REACHED', value: { kind: 'wager', period: 'day', until } });
  });
});

describe('a break', () => {
  it('lets the player sign in (to see the account and withdraw) but closes launch, deposit and bets; wins and refunds pay', async () => {
    const p = await player();
    const game = launchedPlayer(new URL((await launch(p.session)).json().value.url));
    // A round in flight when the break starts: its bet is placed, its win comes after.
    const units = (centavos: number) => centavos * 1_000;
    const as = { user: game.user, token: game.token, gameCode: SLOT };
    const placed = await house.wallet.bet({ ...as, uuid: 'break-bet-1', round: 'break-round-1', currency: 'PHP', units: units(1_000) });
    expect(placed!.balance).toBe(units(99_000));
    const refundable = await house.wallet.bet({ ...as, uuid: 'break-bet-2', round: 'break-round-2', currency: 'PHP', units: units(2_000) });
    expect(refundable!.balance).toBe(units(97_000));

    const taken = await protection(p.session, '/selfExclusion', { duration: '6m', acknowledged: true });
    expect(taken.statusCode).toBe(200);
    const block = (taken.json().value as ProtectionState).block!;
    expect(block).toMatchObject({ kind: 'self_exclusion', duration: '6m', revocableFrom: null, revocation: null });

    // Signing in still works (to see the account and withdraw the balance), playing does not.
    const again = await loginAs(t.app, p.username, 'Tamang-Susi-42');
    const launched = await launch(again);
    expect(launched.statusCode).toBe(403);
    expect(launched.json()).toMatchObject({ code: 'SELF_EXCLUDED', value: { until: block.endsAt } });
    const deposit = await t.app.inject({
      method: 'POST',
      url: '/wps/deposit/orders',
      headers: bearer(again),
      payload: { bankType: 'MT', vendorId: 401, bankCode: 'BDO', amount: 100_000 },
    });
    expect(deposit.json().code).toBe('SELF_EXCLUDED');
    expect((await t.db.query('SELECT 1 FROM deposits WHERE member_id = $1', [p.memberId])).length).toBe(0);

    const refused = await spin(game, 500);
    expect(refused.json()).toMatchObject({ walletStatus: 'RS_ERROR_USER_DISABLED' });
    const won = await house.wallet.win({
      ...as,
      uuid: 'break-win-1',
      betUuid: 'break-bet-1',
      round: 'break-round-1',
      currency: 'PHP',
      units: units(3_000),
    });
    expect(won).toMatchObject({ status: 'RS_OK', balance: units(100_000) });
    const refunded = await house.wallet.rollback({ ...as, uuid: 'break-rb-2', betUuid: 'break-bet-2', round: 'break-round-2' });
    expect(refunded).toMatchObject({ status: 'RS_OK', balance: units(102_000) });
    expect(await balanceOf(again)).toBe(102_000);
  });

  it('refuses to be shortened, and a cool-off runs its course', async () => {
    const p = await player();
    expect((await protection(p.session, '/coolOff', { duration: '7d' })).statusCode).toBe(200);
    const shorter = await protection(p.session, '/coolOff', { duration: '24h' });
    expect(shorter.statusCode).toBe(409);
    expect(shorter.json().code).toBe('ALREADY_ON_BREAK');
    expect((await launch(p.session)).json().code).toBe('COOLING_OFF');
    expect((await protection(p.session, '/selfExclusion/revoke', {})).json()).toMatchObject({
      code: 'EXCLUSION_IRREVOCABLE',
      value: { revocableFrom: null },
    });
    // A self-exclusion is longer: it is taken at once over the cool-off.
    expect((await protection(p.session, '/selfExclusion', { duration: '1y', acknowledged: true })).json().value.block.kind).toBe(
      'self_exclusion',
    );
  });

  it('keeps a self-exclusion for its first 6 months, then ends it 24 hours after the player asked and confirmed', async () => {
    const p = await player();
    const start = new Date();
    const member = { id: p.memberId, merchant_code: t.config.merchantCode };
    const state = await takeBreak(t.app.ctx, member, '1y', start);
    const revocableFrom = new Date(state.block!.revocableFrom!);
    expect(revocableFrom.getTime() - start.getTime()).toBeGreaterThan(5 * MONTH);
    await expect(requestRevocation(t.app.ctx, p.memberId, new Date(revocableFrom.getTime() - 1_000))).rejects.toMatchObject({
      code: 'EXCLUSION_IRREVOCABLE',
    });
    const asked = await requestRevocation(t.app.ctx, p.memberId, revocableFrom);
    expect(asked.block!.revocation).toMatchObject({ requestedAt: revocableFrom.toISOString() });
    const confirmableAt = new Date(asked.block!.revocation!.confirmableAt);
    await expect(confirmRevocation(t.app.ctx, p.memberId, new Date(confirmableAt.getTime() - 1_000))).rejects.toMatchObject({
      code: 'LIMIT_CHANGE_NOT_CONFIRMABLE',
    });
    const ended = await confirmRevocation(t.app.ctx, p.memberId, confirmableAt);
    expect(ended.block).toBeNull();
    const [row] = await t.db.query<{ blocked_until: Date | null }>('SELECT blocked_until FROM protection_state WHERE member_id = $1', [
      p.memberId,
    ]);
    expect(row!.blocked_until).toBeNull();
    expect((await launch(p.session)).statusCode).toBe(200);
  });
});

describe('the play session', () => {
  it('starts at a sign-in’s first launch, gives the reality check its net result, and ends play at the session limit', async () => {
    const p = await player();
    expect(await playSession(p.session)).toMatchObject({ startedAt: null, netResult: 0, realityCheckMinutes: 60, ended: false });
    await t.app.inject({
      method: 'PUT',
      url: `${PROTECTION_PATH}/limit`,
      headers: bearer(p.session),
      payload: { kind: 'session', period: 'session', amount: 30 },
    });
    const game = launchedPlayer(new URL((await launch(p.session)).json().value.url));
    const spun = (await spin(game, 500)).json();
    const now = await playSession(p.session);
    expect(now).toMatchObject({ netResult: spun.win - 500, sessionLimitMinutes: 30, ended: false });
    expect(Date.parse(now.endsAt) - Date.parse(now.startedAt)).toBe(30 * 60_000);
    // A second launch keeps the session's start.
    await launch(p.session);
    expect((await playSession(p.session)).startedAt).toBe(now.startedAt);

    // 31 minutes later: bets are refused in the game, a launch is refused, the client is told it ended.
    await t.db.query(`UPDATE protection_play_sessions SET started_at = started_at - interval '31 minutes' WHERE member_id = $1`, [
      p.memberId,
    ]);
    const before = await balanceOf(p.session);
    expect((await spin(game, 500)).json()).toMatchObject({ walletStatus: 'RS_ERROR_USER_DISABLED' });
    expect(await balanceOf(p.session)).toBe(before);
    expect((await launch(p.session)).json().code).toBe('SESSION_LIMIT_REACHED');
    expect((await playSession(p.session)).ended).toBe(true);

    // A new sign-in starts a new play session.
    const next = await loginAs(t.app, p.username, 'Tamang-Susi-42');
    expect((await launch(next)).statusCode).toBe(200);
    expect((await playSession(next)).ended).toBe(false);
  });
});
