import type { Socket } from 'node:net';
import pg from 'pg';
import type { Db, Queryable } from './types';
import { heldToTransaction } from './held-statements';
import { guarded, PG, pgErrorCode } from './types';

/** bigint columns (centavos) arrive as numbers: balances stay far below 2^53. */
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

const RETRYABLE = new Set<string>([PG.serializationFailure, PG.deadlockDetected]);

/**
 * How many distinct statement texts are kept prepared. A prepared statement is parsed and planned
 * once per connection instead of at every call: the seamless wallet's round trips nearly doubled
 * with it (PostgreSQL's CPU went to parsing and planning). Nearly every statement is one fixed
 * text; the few built with a varying number of parameters (a lottery draw's rows) could grow the
 * set without end, so past this many texts the rest run unprepared.
 */
export const PREPARED_STATEMENTS = 2_000;
const preparedNames = new Map<string, string>();

/** The statement as pg takes it: named (prepared on each connection at its first use) while there is room. */
export function statementOf(sql: string, params: readonly unknown[]): pg.QueryConfig {
  let name = preparedNames.get(sql);
  if (name === undefined && preparedNames.size < PREPARED_STATEMENTS) {
    name = `s${preparedNames.size}`;
    preparedNames.set(sql, name);
  }
  return { text: sql, values: params as unknown[], ...(name ? { name } : {}) };
}

/**
 * Statements a transaction issues in the same turn of the event loop (BEGIN and its first
 * statement, or the statements of a Promise.all) leave in one write on the connection's socket.
 * With the pool in pipeline mode none waits for the answer of the one before it, and PostgreSQL
 * still runs them one after another, in the order sent. A write costs a system call and the
 * wake-up of the database's process, which on a small machine is most of a short statement's cost.
 */
export function sentTogether(client: pg.PoolClient): <R>(send: () => Promise<R>) => Promise<R> {
  // pg's connection keeps its socket as `stream` (not in its types): corked, it holds writes until uncorked.
  const socket = (client as unknown as { connection?: { stream?: Partial<Pick<Socket, 'cork' | 'uncork'>> } }).connection?.stream;
  if (typeof socket?.cork !== 'function' || typeof socket.uncork !== 'function') return (send) => send();
  let corked = false;
  return (send) => {
    if (!corked) {
      corked = true;
      socket.cork!();
      setImmediate(() => {
        corked = false;
        socket.uncork!();
      });
    }
    return send();
  };
}

/** Where a Db from openPostgres connects, for a second pool on the same database (the job queue's own). */
export interface PostgresLocation {
  url: string;
  /** Set by openScratchPostgres: the throwaway schema a test or bench run is confined to. */
  scratchSchema?: string;
}

const locations = new WeakMap<Db, PostgresLocation>();

/** Where a Db from openPostgres (or openScratchPostgres) connects; undefined for any other Db. */
export function postgresLocation(db: Db): PostgresLocation | undefined {
  return locations.get(db);
}

/** Records where db connects (openScratchPostgres wraps a Db, and says so for its wrapper). */
export function locatePostgres<T extends Db>(db: T, location: PostgresLocation): T {
  locations.set(db, location);
  return db;
}

/**
 * PostgreSQL through a pool. `searchPath` confines a test run to its own schema.
 * Transactions that lose a deadlock or serialization race are retried a few times.
 */
/** Connections a server process keeps to PostgreSQL (each process of a cluster its own pool). */
export const POOL_SIZE = 10;

export function openPostgres(url: string, options: { searchPath?: string; max?: number } = {}): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? POOL_SIZE,
    // A statement issued while another is in flight on the same connection is sent at once
    // instead of after its answer (the answers still come in order): see transaction() below.
    pipeline: true,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // Every failure comes out as a DbError: pg's own errors carry values in detail and message.
  const query: Queryable['query'] = async <R>(sql: string, params: readonly unknown[] = []) =>
    (await guarded(sql, () => pool.query(statementOf(sql, params)))).rows as R[];
  // Without parameters pg uses the simple protocol, which accepts several statements.
  const exec = async (sql: string) => {
    await guarded(sql, () => pool.query(sql));
  };

  async function transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const client = await guarded('CONNECT', () => pool.connect());
      const together = sentTogether(client);
      const statements = heldToTransaction();
      const send = <R>(sql: string, run: () => Promise<R>) => statements.send(sql, () => together(run));
      try {
        // BEGIN travels with the transaction's first statement rather than a round trip ahead of it.
        // BEGIN fails only with the connection itself, and then so does every statement behind it.
        const begun = send('BEGIN', () => client.query('BEGIN'));
        begun.catch(() => undefined);
        const result = await fn({
          query: async <R>(sql: string, params: readonly unknown[] = []) =>
            (await send(sql, () => client.query(statementOf(sql, params)))).rows as R[],
          exec: async (sql: string) => {
            await send(sql, () => client.query(sql));
          },
        });
        await statements.end();
        await begun;
        await guarded('COMMIT', () => client.query('COMMIT'));
        return result;
      } catch (thrown) {
        await statements.end();
        const error = statements.cause(thrown);
        await client.query('ROLLBACK').catch(() => undefined);
        if (attempt < 4 && RETRYABLE.has(pgErrorCode(error) ?? '')) continue;
        throw error;
      } finally {
        client.release();
      }
    }
  }

  return locatePostgres({ dialect: 'postgres', query, exec, transaction, close: () => pool.end() }, { url });
}
