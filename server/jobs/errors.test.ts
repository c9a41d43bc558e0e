import { describe, expect, it } from 'vitest';
import { DbError } from '../db/types';
import { JobQueueError, safeError, storedMessage } from './errors';

/** What reaches onError from pg-boss is safe to log: no driver detail, no stray properties. */
describe('safeError', () => {
  it('reduces a driver error (as pg-boss re-emits it, spread into a plain object) to DbError facts', () => {
    const emitted = {
      severity: 'ERROR',
      code: '23505',
      constraint: 'job_pkey',
      detail: 'Key (name, id)=(credit, 4242) already exists.',
      message: 'duplicate key value violates unique constraint "job_pkey" (Queue: credit, Worker: w1)',
      queue: 'credit',
    };
    const error = safeError(emitted);
    expect(error).toBeInstanceOf(DbError);
    expect(error).toMatchObject({ code: '23505', constraint: 'job_pkey' });
    expect(JSON.stringify({ ...error, message: error.message })).not.toMatch(/4242|Key \(/);
  });

  it("keeps only the message and stack of pg-boss's own errors", () => {
    const error = safeError({
      message: 'Queue credit does not exist',
      stack: 'Error: Queue credit does not exist\n  at x',
      data: { memberId: 1 },
    });
    expect(error).toBeInstanceOf(JobQueueError);
    expect(error.message).toBe('Queue credit does not exist');
    expect(Object.keys(error)).toEqual(['name']);
  });

  it('reads the message pg-boss stored on a failed job', () => {
    expect(storedMessage({ name: 'Error', message: 'card declined', stack: '…' })).toBe('card declined');
    expect(storedMessage(null)).toBe('unknown error');
  });
});
