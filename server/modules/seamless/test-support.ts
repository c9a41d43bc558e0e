import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { beforeAll, expect } from 'vitest';
import type { App } from '../../app';
import type { Db } from '../../db/types';
import { ensurePlayerAccount, ensureSystemAccount, transfer } from '../../ledger/ledger';
import { liveSessionHash, type TestApp } from '../../test/harness';
import { insertMember } from '../member/repository';
import { issueGameToken, walletUser } from './game-tokens';

/** What the seamless-wallet tests play: one slot, in pesos, as a vendor's calls name it. */

const GAME = 'slot-1';

/** A launch's game token for `partnerCode`, bound to a new live session of the member's. */
export async function launchToken(db: Db, memberId: number, partnerCode: string): Promise<string> {
  return issueGameToken(db, { memberId, sessionHash: await liveSessionHash(db, memberId), partnerCode, gameCode: GAME, currency: 'PHP' });
}

/** A real player named `username` with `centavos` in the wallet and a live game token from `partnerCode`. */
export async function walletPlayer(
  t: TestApp,
  { username, partnerCode, centavos }: { username: string; partnerCode: string; centavos: number },
) {
  const member = await insertMember(t.db, { merchantCode: t.config.merchantCode, username, passwordHash: null, nickname: null, type: 0 });
  const memberId = member!.id;
  const account = await ensurePlayerAccount(t.db, memberId, 'PHP');
  if (centavos > 0) {
    await transfer(t.db, {
      idempotencyKey: `fund:${memberId}`,
      kind: 'deposit',
      fromAccountId: await ensureSystemAccount(t.db, 'gateway', 'PHP'),
      toAccountId: account,
      amount: centavos,
      currency: 'PHP',
    });
  }
  return { memberId, user: walletUser(memberId), token: await launchToken(t.db, memberId, partnerCode) };
}

interface Seat {
  user: string;
  token: string;
}

/** A bet's body (without its request_uuid): the stake opens round `r-<uuid>`. `amount` in the wallet's units. */
export const betBody = (p: Seat, uuid: string, amount: number) => ({
  user: p.user,
  token: p.token,
  transaction_uuid: uuid,
  round: `r-${uuid}`,
  round_closed: false,
  game_code: GAME,
  currency: 'PHP',
  amount,
});

/** A rollback's body: the bet's stake refunded, its round closed. */
export const rollbackBody = (p: Seat, uuid: string, betUuid: string) => ({
  user: p.user,
  token: p.token,
  transaction_uuid: uuid,
  reference_transaction_uuid: betUuid,
  round: `r-${betUuid}`,
  round_closed: true,
  game_code: GAME,
});

/** A win's body: a rollback's (the same round, closed) with what it pays. */
export const winBody = (p: Seat, uuid: string, betUuid: string, amount: number) => ({
  ...rollbackBody(p, uuid, betUuid),
  currency: 'PHP',
  amount,
});

/**
 * A partner `partner` registered with a key pair of its own before the file's tests, and the
 * wallet's calls signed as it (over `t.app`, or `options.app`): what the seamless tests send.
 */
export function useSignedPartner(t: TestApp, partner: string) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  beforeAll(async () => {
    await t.db.query(`INSERT INTO wallet_partners (code, name, public_key_pem) VALUES ($1, 'Test vendor', $2)`, [partner, publicKeyPem]);
  });
  let seq = 0;
  /** A new player's name, unique in the file. */
  const username = () => `wallet${++seq}`;
  async function call(
    path: string,
    body: Record<string, unknown>,
    options: { signWith?: typeof privateKey; partnerCode?: string; app?: App } = {},
  ) {
    const raw = JSON.stringify({ request_uuid: randomUUID(), ...body });
    const signature = sign('sha256', Buffer.from(raw), options.signWith ?? privateKey).toString('base64');
    const res = await (options.app ?? t.app).inject({
      method: 'POST',
      url: `/seamless/${options.partnerCode ?? partner}${path}`,
      payload: raw,
      headers: { 'content-type': 'application/json', 'x-hub88-signature': signature },
    });
    expect(res.statusCode).toBe(200);
    return { ...res.json(), sent: JSON.parse(raw) };
  }
  return {
    publicKeyPem,
    username,
    call,
    /** A player with `centavos` in the wallet and a live game token. */
    player: (centavos: number) => walletPlayer(t, { username: username(), partnerCode: partner, centavos }),
    bet: (p: Seat, uuid: string, amount: number, extra: object = {}) => call('/transaction/bet', { ...betBody(p, uuid, amount), ...extra }),
    win: (p: Seat, uuid: string, betUuid: string, amount: number) => call('/transaction/win', winBody(p, uuid, betUuid, amount)),
    rollback: (p: Seat, uuid: string, betUuid: string) => call('/transaction/rollback', rollbackBody(p, uuid, betUuid)),
    /** The ledger's invariants: all balances sum to zero and no player is below zero. */
    async expectLedgerInvariants() {
      const [sum] = await t.db.query<{ total: string }>('SELECT coalesce(sum(balance), 0) AS total FROM ledger_accounts');
      expect(Number(sum!.total)).toBe(0);
      const [negative] = await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM ledger_accounts WHERE kind = 'player' AND balance < 0`);
      expect(Number(negative!.n)).toBe(0);
    },
  };
}
