/** The one database surface repositories use: PGlite and PostgreSQL both implement it. */
export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<R[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly dialect: 'pglite' | 'postgres';
  /** Runs fn in one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** PostgreSQL error codes the services react to. */
export const PG = {
  uniqueViolation: '23505',
  checkViolation: '23514',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
  /** A statement sent after another failed in the same transaction: a consequence, never the cause. */
  inFailedTransaction: '25P02',
} as const;

/** The SQLSTATE of a database failure (a DbError, or a driver's own error), if it has one. */
export function pgErrorCode(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === undefined || code === null ? undefined : String(code);
}

/** SQLSTATE names for the codes the platform meets, for readable log lines. */
const SQLSTATE_NAMES: Record<string, string> = {
  '23505': 'unique_violation',
  '23503': 'foreign_key_violation',
  '23502': 'not_null_violation',
  '23514': 'check_violation',
  '22001': 'string_data_right_truncation',
  '22003': 'numeric_value_out_of_range',
  '22021': 'character_not_in_repertoire',
  '22P02': 'invalid_text_representation',
  '22P05': 'untranslatable_character',
  '40001': 'serialization_failure',
  '40P01': 'deadlock_detected',
  '42601': 'syntax_error',
  '42703': 'undefined_column',
  '42P01': 'undefined_table',
  '53300': 'too_many_connections',
  '54000': 'program_limit_exceeded',
  '57014': 'query_canceled',
};

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_$.]{0,127}$/;

/**
 * A short name for a statement: its first keyword and the first table it reads or writes,
 * e.g. `INSERT members`, `SELECT games`, `UPDATE wallet_transactions`. Built from keywords and
 * identifiers only, so it holds no value even if a statement ever had one written into it.
 */
export function statementName(sql: string): string {
  const text = sql.replace(/--[^\n]*|\/\*[\s\S]*?\*\//g, ' ').trim();
  const verb = /^[A-Za-z]+/.exec(text)?.[0]?.toUpperCase() ?? 'SQL';
  const id = '[A-Za-z_][\\w$]*(?:\\.[A-Za-z_][\\w$]*)?';
  // The table written (INTO, UPDATE, TABLE) or read (FROM, JOIN; not a function such as FROM now()).
  const found = new RegExp(
    `\\b(?:(?:INTO|UPDATE|TABLE(?:\\s+IF\\s+(?:NOT\\s+)?EXISTS)?)\\s+"?(${id})"?(?![\\w$])` +
      `|(?:FROM|JOIN)\\s+"?(${id})"?(?![\\w$.]|\\s*\\())`,
    'i',
  ).exec(text);
  const target = found?.[1] ?? found?.[2];
  return target ? `${verb} ${target}` : verb;
}

/**
 * Every failure of the database layer, reduced to facts that are safe to log: the SQLSTATE code
 * (or the driver's error code), the constraint, table and column names, the error position in
 * the statement, and the statement's name. Never the parameters, the SQL text, the server's
 * message or its detail (`Key (username)=(bob) already exists`, `invalid input syntax for
 * type integer: "abc"`), nor the original error (no `cause`): those carry the values.
 */
export class DbError extends Error {
  /** SQLSTATE (e.g. 23505), or the driver's code (e.g. ECONNREFUSED), when there is one. */
  declare readonly code?: string;
  declare readonly constraint?: string;
  declare readonly table?: string;
  declare readonly column?: string;
  /** 1-based character position of the error in the statement, when the server gives one. */
  declare readonly position?: number;
  readonly statement: string;

  constructor(statement: string, facts: { code?: string; constraint?: string; table?: string; column?: string; position?: number }) {
    const name = facts.code ? SQLSTATE_NAMES[facts.code] : undefined;
    const on = [
      facts.constraint && `constraint ${facts.constraint}`,
      !facts.constraint && facts.table && `table ${facts.table}`,
      facts.column && `column ${facts.column}`,
    ]
      .filter(Boolean)
      .join(', ');
    super(`${statement} failed: ${name ?? 'database error'}${facts.code ? ` (${facts.code})` : ''}${on ? ` on ${on}` : ''}`);
    this.name = 'DbError';
    this.statement = statement;
    for (const [key, value] of Object.entries(facts))
      if (value !== undefined) Object.defineProperty(this, key, { value, enumerable: true });
  }
}

const safeText = (value: unknown): string | undefined => (typeof value === 'string' && IDENTIFIER.test(value) ? value : undefined);
/** SQLSTATE (5 characters) or a driver's code such as ECONNREFUSED. */
const safeCode = (value: unknown): string | undefined =>
  typeof value === 'string' && /^[A-Z0-9_]{1,64}$/i.test(value) ? value : undefined;

/** Wraps whatever a driver threw for `sql` into a DbError (a DbError passes through unchanged). */
export function toDbError(error: unknown, sql: string): DbError {
  if (error instanceof DbError) return error;
  const e = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
  const position = Number(e.position);
  return new DbError(statementName(sql), {
    code: safeCode(e.code),
    constraint: safeText(e.constraint),
    table: safeText(e.table),
    column: safeText(e.column),
    position: Number.isInteger(position) && position > 0 ? position : undefined,
  });
}

/** Runs one driver call, turning its failure into a DbError. */
export async function guarded<T>(sql: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toDbError(error, sql);
  }
}
