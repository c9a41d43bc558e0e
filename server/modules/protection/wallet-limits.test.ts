import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { playerBalance } from '../../ledger/ledger';
import { betBody, launchToken, rollbackBody, walletPlayer, winBody } from '../seamless/test-support';
import { SeamlessWallet } from '../seamless/wallet-service';
import { useTestApp } from '../../test/harness';
import { refreshEffectiveLimits, setPlayerLimit } from './service';
import type { SetLimitBody } from '../../../contracts/protection';

// Limits are enforced where the money moves: in the seamless wallet's bet, inside its transaction.
const t = useTestApp();
const partner = 'protectvendor';
const UNITS = 1_000; // per centavo
let wallet: SeamlessWallet;

beforeAll(async () => {
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  await t.db.query(`INSERT INTO wallet_partners (code, name, public_key_pem) VALUES ($1, 'Protection test vendor', $2)`, [
    partner,
    publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  ]);
  wallet = new SeamlessWallet(t.app.ctx);
});

afterEach(() => {
  vi.useRealTimers();
});

let seq = 0;
/** A player with `centavos` in the wallet and a live game token. */
const player = (centavos: number) => walletPlayer(t, { username: `protect${++seq}`, partnerCode: partner, centavos });

type Player = Awaited<ReturnType<typeof player>>;

/** The same player with a new sign-in and game token (after the clock moved past the old one's life). */
const renewed = async (p: Player): Promise<Player> => ({ ...p, token: await launchToken(t.db, p.memberId, partner) });

const bet = (p: Player, centavos: number, uuid = randomUUID()) =>
  wallet.bet(partner, { ...betBody(p, uuid, centavos * UNITS), request_uuid: randomUUID() });
const win = (p: Player, betUuid: string, centavos: number) =>
  wallet.win(partner, { ...winBody(p, randomUUID(), betUuid, centavos * UNITS), request_uuid: randomUUID() });
const rollback = (p: Player, betUuid: string) =>
  wallet.rollback(partner, { ...rollbackBody(p, randomUUID(), betUuid), request_uuid: randomUUID() });

const limit = (p: Player, body: SetLimitBody) => setPlayerLimit(t.app.ctx, p.memberId, body);
const balance = (p: Player) => playerBalance(t.db, p.memberId, 'PHP');
/** Moves the clock the wallet reads (Date only: the database and timers keep theirs). */
const at = (iso: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
};

describe('a loss limit in the bet’s transaction', () => {
  it('takes stakes up to the limit and refuses the one beyond it with RS_ERROR_USER_DISABLED, the balance untouched', async () => {
    const p = await player(100_000);
    expect((await limit(p, { kind: 'loss', period: 'day', amount: 5_000 })).outcome).toBe('applied');
    expect((await bet(p, 3_000)).status).toBe('RS_OK');
    expect((await bet(p, 2_000)).status).toBe('RS_OK');
    const refused = await bet(p, 1);
    expect(refused).toMatchObject({ status: 'RS_ERROR_USER_DISABLED', balance: 95_000 * UNITS });
    expect(await balance(p)).toBe(95_000);
    // Nothing of the refused bet was kept: its uuid is free, and the betting record has two rounds.
    const rows = await t.db.query('SELECT 1 FROM wallet_transactions WHERE member_id = $1', [p.memberId]);
    expect(rows).toHaveLength(2);
  });

  it('counts the net loss: a win makes room again, and a refund takes its stake back', async () => {
    const p = await player(100_000);
    await limit(p, { kind: 'loss', period: 'week', amount: 5_000 });
    const first = randomUUID();
    expect((await bet(p, 5_000, first)).status).toBe('RS_OK');
    expect((await bet(p, 100)).status).toBe('RS_ERROR_USER_DISABLED');
    expect((await win(p, first, 2_000)).status).toBe('RS_OK');
    expect((await bet(p, 2_000)).status).toBe('RS_OK');
    expect((await bet(p, 100)).status).toBe('RS_ERROR_USER_DISABLED');
    const last = randomUUID();
    await limit(p, { kind: 'loss', period: 'week', amount: 6_000 });
    // A loosening waits: the limit in force is still 5,000.
    expect((await bet(p, 100, last)).status).toBe('RS_ERROR_USER_DISABLED');
    const refundable = randomUUID();
    await limit(p, { kind: 'loss', period: 'week', amount: 4_000 });
    expect((await bet(p, 1, refundable)).status).toBe('RS_ERROR_USER_DISABLED');
    expect(await balance(p)).toBe(95_000 + 2_000 - 2_000);
  });

  it('counts a refunded stake nowhere', async () => {
    const p = await player(50_000);
    await limit(p, { kind: 'loss', period: 'month', amount: 3_000 });
    const refunded = randomUUID();
    expect((await bet(p, 3_000, refunded)).status).toBe('RS_OK');
    expect((await bet(p, 1)).status).toBe('RS_ERROR_USER_DISABLED');
    expect((await rollback(p, refunded)).status).toBe('RS_OK');
    expect((await bet(p, 3_000)).status).toBe('RS_OK');
    expect(await balance(p)).toBe(47_000);
  });

  it('counts what was played before the limit was set, in the current periods', async () => {
    const p = await player(50_000);
    const early = randomUUID();
    expect((await bet(p, 4_000, early)).status).toBe('RS_OK');
    expect((await win(p, early, 1_000)).status).toBe('RS_OK');
    await limit(p, { kind: 'loss', period: 'day', amount: 4_000 });
    // Lost 3,000 so far today: 1,000 more is allowed, not 1,001.
    expect((await bet(p, 1_001)).status).toBe('RS_ERROR_USER_DISABLED');
    expect((await bet(p, 1_000)).status).toBe('RS_OK');
  });

  it('never lets 100 concurrent bets pass the limit together', async () => {
    const p = await player(100_000);
    await limit(p, { kind: 'loss', period: 'day', amount: 25_000 });
    const answers = await Promise.all(Array.from({ length: 100 }, () => bet(p, 1_000)));
    const taken = answers.filter((a) => a.status === 'RS_OK').length;
    expect(taken).toBe(25);
    expect(answers.filter((a) => a.status === 'RS_ERROR_USER_DISABLED')).toHaveLength(75);
    expect(await balance(p)).toBe(75_000);
    const [lost] = await t.db.query<{ day_lost: string }>('SELECT day_lost FROM protection_state WHERE member_id = $1', [p.memberId]);
    expect(Number(lost!.day_lost)).toBe(25_000);
  });
});

describe('a wager limit', () => {
  it('counts every stake: a win does not make room, a refund does', async () => {
    const p = await player(100_000);
    await limit(p, { kind: 'wager', period: 'day', amount: 2_000 });
    const first = randomUUID();
    expect((await bet(p, 2_000, first)).status).toBe('RS_OK');
    expect((await win(p, first, 5_000)).status).toBe('RS_OK');
    expect((await bet(p, 1)).status).toBe('RS_ERROR_USER_DISABLED');
    expect((await rollback(p, randomUUID())).status).toBe('RS_OK');
    expect(await balance(p)).toBe(103_000);
  });

  it('is combined with the operator’s by the stricter', async () => {
    const p = await player(100_000);
    await limit(p, { kind: 'wager', period: 'month', amount: 10_000 });
    await t.db.query(
      `INSERT INTO protection_limits (member_id, kind, period, setter, amount, set_by)
       VALUES ($1, 'wager', 'month', 'operator', 1000, 'operator:test')`,
      [p.memberId],
    );
    await t.db.transaction((tx) => refreshEffectiveLimits(tx, p.memberId));
    expect((await bet(p, 1_000)).status).toBe('RS_OK');
    expect((await bet(p, 1)).status).toBe('RS_ERROR_USER_DISABLED');
  });
});

// The clock is moved only forwards and by little (a game token idles out after 30 minutes, and
// PGlite's now() follows the faked clock); the player is made at the moved time.
describe('periods in Manila time', () => {
  it('a bet at 23:59:59 counts today, one at 00:00:00 counts tomorrow', async () => {
    at('2026-05-12T23:50:00+08:00');
    const p = await player(100_000);
    await limit(p, { kind: 'loss', period: 'day', amount: 5_000 });
    at('2026-05-12T23:59:59+08:00');
    expect((await bet(p, 5_000)).status).toBe('RS_OK');
    expect((await bet(p, 1)).status).toBe('RS_ERROR_USER_DISABLED');
    at('2026-05-13T00:00:00+08:00');
    expect((await bet(p, 5_000)).status).toBe('RS_OK');
    expect((await bet(p, 1)).status).toBe('RS_ERROR_USER_DISABLED');
    // Midnight UTC is 08:00 in Manila: still the same day, still refused.
    at('2026-05-13T08:00:00+08:00');
    expect((await bet(await renewed(p), 1)).status).toBe('RS_ERROR_USER_DISABLED');
    expect(await balance(p)).toBe(90_000);
  });

  it('a weekly limit runs Monday to Sunday: Sunday 23:59:59 is the old week, Monday 00:00:00 a new one', async () => {
    at('2026-05-10T23:40:00+08:00');
    const p = await player(100_000);
    await limit(p, { kind: 'wager', period: 'week', amount: 3_000 });
    expect((await bet(p, 2_000)).status).toBe('RS_OK');
    at('2026-05-10T23:59:59+08:00');
    expect((await bet(p, 1_000)).status).toBe('RS_OK');
    expect((await bet(p, 1)).status).toBe('RS_ERROR_USER_DISABLED');
    at('2026-05-11T00:00:00+08:00');
    expect((await bet(p, 3_000)).status).toBe('RS_OK');
    expect((await bet(p, 1)).status).toBe('RS_ERROR_USER_DISABLED');
  });

  it('a monthly limit starts again on the 1st at midnight Manila time', async () => {
    at('2026-05-31T23:40:00+08:00');
    const p = await player(100_000);
    await limit(p, { kind: 'loss', period: 'month', amount: 1_000 });
    expect((await bet(p, 1_000)).status).toBe('RS_OK');
    at('2026-05-31T23:59:59+08:00');
    expect((await bet(p, 1)).status).toBe('RS_ERROR_USER_DISABLED');
    at('2026-06-01T00:00:00+08:00');
    expect((await bet(p, 1_000)).status).toBe('RS_OK');
  });

  it('a refund after midnight gives back nothing of the day that has ended', async () => {
    at('2026-05-12T23:59:00+08:00');
    const p = await player(100_000);
    await limit(p, { kind: 'wager', period: 'day', amount: 1_000 });
    const late = randomUUID();
    expect((await bet(p, 1_000, late)).status).toBe('RS_OK');
    at('2026-05-13T00:00:05+08:00');
    expect((await rollback(p, late)).status).toBe('RS_OK');
    expect((await bet(p, 1_000)).status).toBe('RS_OK');
    expect((await bet(p, 1)).status).toBe('RS_ERROR_USER_DISABLED');
  });
});

describe('failing closed', () => {
  it('refuses a bet whose check cannot be made, and keeps the balance', async () => {
    const p = await player(10_000);
    await limit(p, { kind: 'loss', period: 'day', amount: 5_000 });
    await t.db.exec('ALTER TABLE protection_state RENAME TO protection_state_away');
    try {
      await expect(bet(p, 1_000)).rejects.toThrow();
    } finally {
      await t.db.exec('ALTER TABLE protection_state_away RENAME TO protection_state');
    }
    expect(await balance(p)).toBe(10_000);
    expect((await bet(p, 1_000)).status).toBe('RS_OK');
  });
});
