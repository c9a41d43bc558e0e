import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../app';
import { createContext } from '../context';
import { loggableError } from '../http/error-handler';
import { isOverdraft } from '../ledger/ledger';
import { lastCode, solvedCaptcha, TEST_DIALECT, testConfig, useTestApp } from '../test/harness';
import { DbError, PG, pgErrorCode, statementName, type Db, type Queryable } from './types';

/**
 * Database failures are logged with their SQLSTATE and the statement's name, never with the
 * statement's parameters, the server's detail or a message quoting a value.
 */

const t = useTestApp();

/** Everything pino would write of an error, as text. */
const logged = (error: unknown) => JSON.stringify(loggableError(error));

async function failure(run: () => Promise<unknown>): Promise<DbError> {
  const error = await run().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DbError);
  return error as DbError;
}

describe('DbError', () => {
  it('keeps the code, constraint and statement of a unique violation, not the duplicate value', async () => {
    const error = await failure(() =>
      t.db.query(
        'INSERT INTO members (merchant_code, username, type) SELECT merchant_code, username, type FROM members WHERE username = $1',
        ['demo'],
      ),
    );
    expect(error).toMatchObject({
      code: PG.uniqueViolation,
      constraint: 'members_username_unique',
      table: 'members',
      statement: 'INSERT members',
    });
    expect(pgErrorCode(error)).toBe(PG.uniqueViolation);
    expect(error.message).toBe('INSERT members failed: unique_violation (23505) on constraint members_username_unique');
    for (const text of [error.message, String(error.stack), logged(error), JSON.stringify(error)]) {
      expect(text).not.toContain('demo');
      expect(text).not.toContain('Key (');
    }
    expect('cause' in error || 'detail' in error || 'params' in error || 'query' in error).toBe(false);
  });

  it('drops values the server quotes in its message (invalid input, out of range, NUL)', async () => {
    const cases: [string, unknown[], string][] = [
      ['SELECT 1 FROM members WHERE id = $1', ['juan-dela-cruz-1990'], '22P02'],
      ['SELECT 1 FROM games WHERE min_line = $1', [2 ** 40], '22003'],
      ['UPDATE members SET email = $1 WHERE id = -1', ['maria\u0000@example.ph'], '22021'],
    ];
    for (const [sql, params, code] of cases) {
      const error = await failure(() => t.db.query(sql, params));
      expect(error.code, sql).toBe(code);
      const text = `${error.message} ${error.stack} ${logged(error)}`;
      for (const value of ['juan-dela-cruz-1990', String(2 ** 40), 'maria', 'example.ph']) expect(text, sql).not.toContain(value);
    }
  });

  it('is what a failed transaction throws, so pgErrorCode and the ledger still read it', async () => {
    const error = await failure(() =>
      t.db.transaction(async (tx) => {
        await tx.query('UPDATE ledger_accounts SET balance = -1 WHERE kind = $1', ['player']);
      }),
    );
    expect(error).toMatchObject({
      code: PG.checkViolation,
      constraint: 'ledger_player_balance_not_negative',
      statement: 'UPDATE ledger_accounts',
    });
    expect(isOverdraft(error)).toBe(true);
  });

  it('is what the error handler logs even of a driver error that got past the database layer', () => {
    const raw = Object.assign(new Error('duplicate key value violates unique constraint "members_email_key"'), {
      severity: 'ERROR',
      code: '23505',
      constraint: 'members_email_key',
      detail: 'Key (email)=(ana@example.ph) already exists.',
      query: 'INSERT INTO members (email) VALUES ($1)',
      params: ['ana@example.ph'],
    });
    const wrapped = Object.assign(new Error('registration failed', { cause: raw }), { body: { email: 'ana@example.ph' } });
    for (const error of [raw, wrapped]) {
      const text = logged(error);
      expect(text).toContain('"statement":"INSERT members"');
      expect(text).toContain('"code":"23505"');
      expect(text).not.toContain('ana@example.ph');
      expect(text).not.toContain('VALUES');
    }
  });

  it('names statements by keyword and table only', () => {
    expect(statementName('INSERT INTO members (username) VALUES ($1)')).toBe('INSERT members');
    expect(statementName(`SELECT g.node_id FROM games g JOIN game_vendors v ON v.code = g.vendor_code WHERE g.node_id = $1`)).toBe(
      'SELECT games',
    );
    expect(statementName('  UPDATE wallet_transactions SET state = $1')).toBe('UPDATE wallet_transactions');
    expect(statementName('DELETE FROM trusted_devices WHERE token_hash = $1')).toBe('DELETE trusted_devices');
    expect(statementName(`SELECT extract(epoch FROM now()) AS t`)).toBe('SELECT');
    expect(statementName(`SELECT 1 WHERE 'bob@example.com' = 'x'`)).toBe('SELECT');
  });
});

describe.runIf(TEST_DIALECT === 'postgres')('transactions on PostgreSQL', () => {
  it('are still retried after a serialization failure or a deadlock', async () => {
    for (const code of [PG.serializationFailure, PG.deadlockDetected]) {
      let attempts = 0;
      const result = await t.db.transaction(async (tx) => {
        attempts++;
        if (attempts === 1) await tx.exec(`DO $$ BEGIN RAISE EXCEPTION 'lost a race' USING ERRCODE = '${code}'; END $$`);
        return (await tx.query<{ ok: number }>('SELECT 1 AS ok'))[0]!.ok;
      });
      expect({ code, attempts, result }).toEqual({ code, attempts: 2, result: 1 });
    }
  });
});

describe('the log of a database failure during a request', () => {
  it('has the code and the statement name, and none of the new account\u2019s details', async () => {
    // A gap in validation, simulated: the email gains a NUL on its way to the insert, as the
    // tester's did, so the real driver fails with the real parameters in hand.
    const email = 'maria.santos@example.ph';
    const leaky = (q: Queryable): Queryable => ({
      query: (sql, params = []) =>
        q.query(sql, /INSERT INTO members/.test(sql) ? params.map((p) => (p === email ? `${email}\u0000` : p)) : params),
      exec: (sql) => q.exec(sql),
    });
    const db: Db = { ...t.db, ...leaky(t.db), transaction: (fn) => t.db.transaction((tx) => fn(leaky(tx))) };
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp(createContext(testConfig(), db), { logger: { ...(loggerOptions('info') as object), stream } });
    try {
      const mobileNum = '9175550123';
      const sms = await app.inject({
        method: 'POST',
        url: '/wps/verification/sms/register',
        payload: { mobileNum, countryDialingCode: '63' },
        remoteAddress: '10.77.0.1',
      });
      expect(sms.statusCode, sms.body).toBe(200);
      const captcha = await solvedCaptcha(app);
      const birthday = '1994-07-23';
      const password = 'Sampaguita-1994!';
      const verificationCode = await lastCode(app, `+63${mobileNum}`);
      lines.length = 0; // the sandbox outbox calls above name the number in their URLs
      const res = await app.inject({
        method: 'PUT',
        url: '/wps/member/register',
        remoteAddress: '10.77.0.2',
        payload: {
          registerMethod: 'H5',
          username: 'mariasantos94',
          password,
          confirmPassword: password,
          mobileNum,
          countryDialingCode: '63',
          verificationCode,
          birthday,
          email,
          nickname: 'Maria',
          captcha: captcha.identifying,
          captchaId: captcha.captchaId,
          disclaimerAccepted: true,
        },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ success: false, value: null, code: 'INTERNAL', message: 'Unknown error' });

      const log = lines.join('');
      const entry = lines
        .map((l) => JSON.parse(l) as { msg?: string; err?: Record<string, unknown> })
        .find((l) => l.msg === 'unexpected error');
      expect(entry?.err).toMatchObject({
        type: 'DbError',
        code: '22021',
        statement: 'INSERT members',
        message: 'INSERT members failed: character_not_in_repertoire (22021)',
      });
      for (const value of [email, 'maria.santos', mobileNum, birthday, password, 'mariasantos94', '$argon2id', 'Maria', 'Key (', '0x00']) {
        expect(log, value).not.toContain(value);
      }
      for (const key of ['"params"', '"query"', '"detail"', '"cause"', '"where"']) expect(log, key).not.toContain(key);
    } finally {
      await app.close();
    }
  });
});
