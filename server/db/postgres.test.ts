import { describe, expect, it } from 'vitest';
import { PREPARED_STATEMENTS, statementOf } from './postgres';

describe('statementOf', () => {
  it('names each statement text once, so every connection prepares it at its first use and reuses it', () => {
    const first = statementOf('SELECT 1 WHERE $1::int = 1', [1]);
    expect(first).toMatchObject({ text: 'SELECT 1 WHERE $1::int = 1', values: [1], name: expect.any(String) as string });
    expect(statementOf('SELECT 1 WHERE $1::int = 1', [2]).name).toBe(first.name);
    expect(statementOf('SELECT 2 WHERE $1::int = 1', [1]).name).not.toBe(first.name);
  });

  it('stops naming new texts past PREPARED_STATEMENTS: built texts cannot grow the prepared set without end', () => {
    for (let i = 0; i < PREPARED_STATEMENTS; i++) statementOf(`SELECT ${i} AS built`, []);
    expect(statementOf('SELECT $1::text AS one_more', ['x'])).toEqual({ text: 'SELECT $1::text AS one_more', values: ['x'] });
    // Those already named keep their names.
    expect(statementOf('SELECT 1 WHERE $1::int = 1', [1]).name).toBeDefined();
  });
});
