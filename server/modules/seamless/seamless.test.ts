import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensurePlayerAccount, ensureSystemAccount, transfer } from '../../ledger/ledger';
import { insertMember } from '../member/repository';
import { useTestApp } from '../../test/harness';
import { issueGameToken, walletUser } from './game-tokens';

const t = useTestApp();
const partner = 'testvendor';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const UNITS = 1_000; // per centavo

beforeAll(async () => {
  await t.db.query(`INSERT INTO wallet_partners (code, name, public_key_pem) VALUES ($1, 'Test vendor', $2)`, [partner, publicKey.export({ type: 'spki', format: 'pem' }).toString()]);
});

let seq = 0;
/** A player with `centavos` in the wallet and a live game token. */
async function player(centavos: number) {
  const member = await insertMember(t.db, { merchantCode: t.config.merchantCode, username: `wallet${++seq}`, passwordHash: null, nickname: null, type: 0 });
  const account = await ensurePlayerAccount(t.db, member!.id, 'PHP');
  if (centavos > 0) {
    await transfer(t.db, { idempotencyKey: `fund:${member!.id}`, kind: 'deposit', fromAccountId: await ensureSystemAccount(t.db, 'gateway', 'PHP'), toAccountId: account, amount: centavos, currency: 'PHP' });
  }
  const token = await issueGameToken(t.db, { memberId: member!.id, partnerCode: partner, gameCode: 'slot-1', currency: 'PHP' });
  return { memberId: member!.id, user: walletUser(member!.id), token };
}

async function call(path: string, body: Record<string, unknown>, options: { signWith?: typeof privateKey; partnerCode?: string } = {}) {
  const raw = JSON.stringify({ request_uuid: randomUUID(), ...body });
  const signature = sign('sha256', Buffer.from(raw), options.signWith ?? privateKey).toString('base64');
  const res = await t.app.inject({ method: 'POST', url: `/seamless/${options.partnerCode ?? partner}${path}`, payload: raw, headers: { 'content-type': 'application/json', 'x-hub88-signature': signature } });
  expect(res.statusCode).toBe(200);
  return { ...res.json(), sent: JSON.parse(raw) };
}

const bet = (p: { user: string; token: string }, uuid: string, amount: number, extra: object = {}) =>
  call('/transaction/bet', { user: p.user, token: p.token, transaction_uuid: uuid, round: `r-${uuid}`, round_closed: false, game_code: 'slot-1', currency: 'PHP', amount, ...extra });
const win = (p: { user: string; token: string }, uuid: string, betUuid: string, amount: number) =>
  call('/transaction/win', { user: p.user, token: p.token, transaction_uuid: uuid, reference_transaction_uuid: betUuid, round: `r-${betUuid}`, round_closed: true, game_code: 'slot-1', currency: 'PHP', amount });
const rollback = (p: { user: string; token: string }, uuid: string, betUuid: string) =>
  call('/transaction/rollback', { user: p.user, token: p.token, transaction_uuid: uuid, reference_transaction_uuid: betUuid, round: `r-${betUuid}`, round_closed: true, game_code: 'slot-1' });

describe('the seamless wallet API (Hub88 shape)', () => {
  it('answers the balance in 1/100,000 units and echoes request_uuid', async () => {
    const p = await player(123_45);
    const res = await call('/user/balance', { user: p.user, token: p.token, game_code: 'slot-1' });
    expect(res).toEqual({ user: p.user, status: 'RS_OK', request_uuid: res.sent.request_uuid, currency: 'PHP', balance: 123_45 * UNITS, sent: res.sent });
  });

  it('refuses a bad signature or an unknown partner and changes nothing', async () => {
    const p = await player(10_000);
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    expect((await bet(p, randomUUID(), 1_000 * UNITS, {})).status).toBe('RS_OK');
    const forged = await call('/transaction/bet', { user: p.user, token: p.token, transaction_uuid: randomUUID(), round: 'x', game_code: 'slot-1', currency: 'PHP', amount: 5_000 * UNITS }, { signWith: stranger });
    expect(forged.status).toBe('RS_ERROR_INVALID_SIGNATURE');
    expect((await call('/user/balance', { user: p.user, token: p.token }, { partnerCode: 'nobody' })).status).toBe('RS_ERROR_INVALID_PARTNER');
    expect((await call('/user/balance', { user: p.user, token: p.token })).balance).toBe(9_000 * UNITS);
  });

  it('takes a bet and pays a win by exactly their amounts', async () => {
    const p = await player(10_000);
    const b = await bet(p, 'bet-a', 2_500 * UNITS);
    expect(b).toMatchObject({ status: 'RS_OK', balance: 7_500 * UNITS });
    const w = await win(p, 'win-a', 'bet-a', 6_000 * UNITS);
    expect(w).toMatchObject({ status: 'RS_OK', balance: 13_500 * UNITS });
  });

  it('applies a transaction uuid once: a replay answers the same, other data is a duplicate', async () => {
    const p = await player(10_000);
    const first = await bet(p, 'bet-b', 1_000 * UNITS);
    const again = await bet(p, 'bet-b', 1_000 * UNITS);
    expect(again).toMatchObject({ status: 'RS_OK', balance: first.balance });
    expect((await bet(p, 'bet-b', 2_000 * UNITS)).status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect((await call('/user/balance', { user: p.user, token: p.token })).balance).toBe(9_000 * UNITS);
    const rows = await t.db.query(`SELECT 1 FROM ledger_transfers WHERE idempotency_key = $1`, [`seamless:${partner}:bet-b`]);
    expect(rows).toHaveLength(1);
  });

  it('answers not enough money with the balance', async () => {
    const p = await player(1_000);
    expect(await bet(p, 'bet-c', 1_001 * UNITS)).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 1_000 * UNITS });
  });

  it('honours a win and a rollback after the game token expired, but no new bet', async () => {
    const p = await player(10_000);
    await bet(p, 'bet-d', 1_000 * UNITS);
    await bet(p, 'bet-d2', 1_000 * UNITS);
    await t.db.query(`UPDATE game_tokens SET expires_at = now() - interval '1 minute' WHERE member_id = $1`, [p.memberId]);
    expect((await bet(p, 'bet-d3', 1_000 * UNITS)).status).toBe('RS_ERROR_TOKEN_EXPIRED');
    expect(await win(p, 'win-d', 'bet-d', 3_000 * UNITS)).toMatchObject({ status: 'RS_OK', balance: 11_000 * UNITS });
    expect(await rollback(p, 'rb-d2', 'bet-d2')).toMatchObject({ status: 'RS_OK', balance: 12_000 * UNITS });
  });

  it('refunds a rolled-back bet once, and refuses a win on it', async () => {
    const p = await player(10_000);
    await bet(p, 'bet-e', 4_000 * UNITS);
    expect(await rollback(p, 'rb-e', 'bet-e')).toMatchObject({ status: 'RS_OK', balance: 10_000 * UNITS });
    expect(await rollback(p, 'rb-e', 'bet-e')).toMatchObject({ status: 'RS_OK', balance: 10_000 * UNITS });
    expect((await rollback(p, 'rb-e2', 'bet-e')).balance).toBe(10_000 * UNITS);
    expect((await win(p, 'win-e', 'bet-e', 1_000 * UNITS)).status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
  });

  it('records a rollback of a bet it never saw, and refuses that bet when it arrives late', async () => {
    const p = await player(10_000);
    expect(await rollback(p, 'rb-f', 'bet-f')).toMatchObject({ status: 'RS_OK', balance: 10_000 * UNITS });
    expect(await bet(p, 'bet-f', 1_000 * UNITS)).toMatchObject({ status: 'RS_ERROR_TRANSACTION_ROLLED_BACK', balance: 10_000 * UNITS });
  });

  it('refuses a win for an unknown bet, and takes it once the bet arrived (out of order)', async () => {
    const p = await player(10_000);
    expect((await win(p, 'win-g', 'bet-g', 500 * UNITS)).status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    await bet(p, 'bet-g', 1_000 * UNITS);
    expect(await win(p, 'win-g', 'bet-g', 500 * UNITS)).toMatchObject({ status: 'RS_OK', balance: 9_500 * UNITS });
  });

  it('refuses a disabled player, another currency, sub-centavo amounts and malformed bodies', async () => {
    const p = await player(10_000);
    expect((await bet(p, randomUUID(), 100 * UNITS, { currency: 'USD' })).status).toBe('RS_ERROR_WRONG_CURRENCY');
    expect((await bet(p, randomUUID(), 1_500)).status).toBe('RS_ERROR_WRONG_TYPES');
    expect((await bet(p, randomUUID(), -5)).status).toBe('RS_ERROR_WRONG_TYPES');
    const missing = await call('/transaction/bet', { user: p.user, token: p.token });
    expect(missing).toMatchObject({ status: 'RS_ERROR_WRONG_SYNTAX', request_uuid: missing.sent.request_uuid });
    expect((await call('/user/balance', { user: 'p999999', token: p.token })).status).toBe('RS_ERROR_INVALID_TOKEN');
    await t.db.query(`UPDATE members SET status = 'disabled' WHERE id = $1`, [p.memberId]);
    expect((await bet(p, randomUUID(), 100 * UNITS)).status).toBe('RS_ERROR_USER_DISABLED');
  });

  it('never lets concurrent bets take a player below zero', async () => {
    const p = await player(5_000);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => bet(p, `race-${p.memberId}-${i}`, 1_000 * UNITS)));
    expect(results.filter((r) => r.status === 'RS_OK')).toHaveLength(5);
    expect(results.filter((r) => r.status === 'RS_ERROR_NOT_ENOUGH_MONEY')).toHaveLength(5);
    expect((await call('/user/balance', { user: p.user, token: p.token })).balance).toBe(0);
  });

  it('leaves the ledger summing to zero', async () => {
    const rows = await t.db.query<{ total: string }>('SELECT coalesce(sum(balance), 0) AS total FROM ledger_accounts');
    expect(Number(rows[0]!.total)).toBe(0);
  });
});
