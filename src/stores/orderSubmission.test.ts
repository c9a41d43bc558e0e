import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api';
import { newIdempotencyKey, OrderSubmission } from './orderSubmission';

const body = { amount: 50_000 };

describe('order submission', () => {
  it('makes random UUIDs', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('sends the same form once while it runs, and a new order with a new key after the answer', async () => {
    const send = vi.fn(async (_body: typeof body, key: string) => key);
    const submission = new OrderSubmission(send);
    const [first, second] = await Promise.all([submission.submit({ ...body }), submission.submit({ ...body })]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(await submission.submit(body)).not.toBe(first);
  });

  it('retries with the same key and body when the outcome is unknown, and not after a refusal', async () => {
    const send = vi
      .fn<(body: { amount: number }, key: string) => Promise<string>>()
      .mockRejectedValueOnce(new ApiError('NETWORK', 'offline'))
      .mockRejectedValueOnce(new ApiError('NETWORK_SLOW', 'timeout of 15000ms exceeded'))
      .mockRejectedValueOnce(new ApiError('IDEMPOTENCY_IN_PROGRESS', 'busy', 409))
      .mockRejectedValueOnce(new ApiError('DEPOSIT_TOO_MANY_PENDING', 'too many', 409))
      .mockResolvedValue('ok');
    const submission = new OrderSubmission(send);
    for (let i = 0; i < 4; i++) await expect(submission.submit(body)).rejects.toBeInstanceOf(ApiError);
    await submission.submit(body);
    const keys = send.mock.calls.map(([, key]) => key);
    expect(keys.slice(1, 4)).toEqual([keys[0], keys[0], keys[0]]);
    expect(keys[4]).not.toBe(keys[0]);
    expect(send.mock.calls[1]![0]).toBe(send.mock.calls[0]![0]);
  });

  it('gives a changed form a new key', async () => {
    const send = vi.fn<(body: { amount: number }, key: string) => Promise<string>>().mockRejectedValue(new ApiError('NETWORK', 'offline'));
    const submission = new OrderSubmission(send);
    await expect(submission.submit(body)).rejects.toThrow();
    await expect(submission.submit({ amount: 60_000 })).rejects.toThrow();
    expect(send.mock.calls[1]![1]).not.toBe(send.mock.calls[0]![1]);
  });
});
