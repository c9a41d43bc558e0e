import { describe, expect, it } from 'vitest';
import { PREPARED_STATEMENTS, sentTogether, statementOf } from './postgres';

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

describe('sentTogether', () => {
  const fakeClient = () => {
    const writes: string[] = [];
    const stream = { cork: () => writes.push('cork'), uncork: () => writes.push('uncork') };
    return { client: { connection: { stream } } as unknown as Parameters<typeof sentTogether>[0], writes };
  };
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  it('holds the statements of one turn of the event loop and lets them go in one write after it', async () => {
    const { client, writes } = fakeClient();
    const together = sentTogether(client);
    const sent: number[] = [];
    await Promise.all([1, 2, 3].map((n) => together(async () => sent.push(n))));
    expect(sent).toEqual([1, 2, 3]);
    expect(writes).toEqual(['cork']);
    await nextTurn();
    expect(writes).toEqual(['cork', 'uncork']);
    await together(async () => sent.push(4));
    await nextTurn();
    expect(writes).toEqual(['cork', 'uncork', 'cork', 'uncork']);
  });

  it('sends as it is when the connection has no socket to hold', async () => {
    const together = sentTogether({} as Parameters<typeof sentTogether>[0]);
    expect(await together(async () => 'answered')).toBe('answered');
  });
});
