// What the in-process benches share: their database, the platform's config and funded players.
import { loadConfig } from '../../server/config';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { POOL_SIZE } from '../../server/db/postgres';
import { openScratchPostgres } from '../../server/db/scratch';
import type { Db } from '../../server/db/types';
import { ensurePlayerAccount, transfer } from '../../server/ledger/ledger';
import { insertMember } from '../../server/modules/member/repository';

/** A scratch database on the PostgreSQL server at `databaseUrl`, or PGlite in memory without one; migrated. */
export async function benchDatabase(databaseUrl: string | undefined): Promise<Db> {
  const db: Db = databaseUrl ? await openScratchPostgres(databaseUrl, 'bench', { max: POOL_SIZE }) : await openPglite(null);
  await migrate(db);
  return db;
}

/**
 * The platform's config for a bench in one process: the sandbox with no pages, no logs and no
 * payout sandbox, the rate limit lifted and the login protections (encrypted body, proof of
 * work) off, which are not what the figures measure. `env` adds the ports and providers.
 */
export function benchConfig(env: Record<string, string>) {
  return loadConfig({
    APP_MODE: 'sandbox',
    PAYOUT_SANDBOX: 'off',
    WEB_DIR: '/nonexistent',
    FIRST_SCREEN_DIR: '/nonexistent',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '10000000',
    LOGIN_ENCRYPTION: 'optional',
    HUMAN_CHECK: 'off',
    ...env,
  });
}

/** A new player of `merchantCode` with `amount` centavos deposited from the gateway account through the ledger. */
export async function fundedMember(
  db: Db,
  player: { merchantCode: string; username: string; gateway: number; amount: number; idempotencyKey: string },
) {
  const member = (await insertMember(db, {
    merchantCode: player.merchantCode,
    username: player.username,
    passwordHash: null,
    nickname: null,
    type: 0,
  }))!;
  const account = await ensurePlayerAccount(db, member.id, 'PHP');
  await transfer(db, {
    idempotencyKey: player.idempotencyKey,
    kind: 'deposit',
    fromAccountId: player.gateway,
    toAccountId: account,
    amount: player.amount,
    currency: 'PHP',
  });
  return member;
}
