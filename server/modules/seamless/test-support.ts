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
