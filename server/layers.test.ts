import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server's one module shape, checked on the files themselves so a new module follows it
 * without anyone remembering: routes (HTTP only) -> service (rules) -> repository (SQL).
 */
const SERVER = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    // Tests and their helpers (a module's test-support.ts) are not platform code.
    return /\.ts$/.test(entry.name) && !/(\.test|^test-support)\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** Where SQL may be written: a module's repositories, demo-data seeds, the ledger and the database layer. */
const MAY_HOLD_SQL = (file: string) =>
  /(^|-)(repository|seed)\.ts$/.test(path.basename(file)) ||
  file.startsWith(path.join(SERVER, 'ledger')) ||
  file.startsWith(path.join(SERVER, 'db'));

/** The platform's own code; the sandbox's stand-ins for outside systems (`vendors/`) are separate apps. */
const PLATFORM = [
  ...sourceFiles(path.join(SERVER, 'modules')),
  ...sourceFiles(path.join(SERVER, 'http')),
  ...sourceFiles(path.join(SERVER, 'web')),
  ...sourceFiles(SERVER).filter((f) => path.dirname(f) === SERVER),
];

const DB_CALL = /\b(?:db|tx|client)\s*\.\s*(?:query|exec)\s*[<(]|\.db\.(?:query|exec)\s*[<(]/;
const SQL_STATEMENT = /\b(?:SELECT\s+(?:[\w*]|count\()|INSERT\s+INTO|DELETE\s+FROM|UPDATE\s+\w+\s+SET)\b/;
const relative = (file: string) => path.relative(SERVER, file);

describe('the server module shape', () => {
  it('holds SQL only in repositories (and seeds, the ledger and the database layer)', () => {
    const offenders = PLATFORM.filter((file) => !MAY_HOLD_SQL(file)).filter((file) => {
      const text = readFileSync(file, 'utf8');
      return DB_CALL.test(text) || SQL_STATEMENT.test(text);
    });
    expect(offenders.map(relative)).toEqual([]);
  });

  it('keeps route files to HTTP: they call services, never a repository or the ledger', () => {
    const routeFiles = PLATFORM.filter((file) => path.basename(file) === 'routes.ts');
    expect(routeFiles.length).toBeGreaterThan(10);
    const offenders = routeFiles.filter((file) => /from '[^']*(?:repository|\/ledger\/[^']*)'/.test(readFileSync(file, 'utf8')));
    expect(offenders.map(relative)).toEqual([]);
  });

  it('finds the SQL it forbids (the check itself is not blind)', () => {
    expect(DB_CALL.test('await ctx.db.query<{ n: number }>(`…`)')).toBe(true);
    expect(DB_CALL.test('await tx.query(`…`)')).toBe(true);
    expect(SQL_STATEMENT.test('`DELETE FROM captchas WHERE id = $1`')).toBe(true);
    expect(SQL_STATEMENT.test('`UPDATE members SET locked = true`')).toBe(true);
    expect(DB_CALL.test('request.query.gameType')).toBe(false);
    expect(SQL_STATEMENT.test('// Select a game, then update the list')).toBe(false);
  });
});
