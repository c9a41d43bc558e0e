import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it, vi } from 'vitest';
import { altchaHumanCheck } from './humanCheck';

describe('ALTCHA human check', () => {
  it('solves a fresh challenge per attempt into base64 JSON { challenge, solution }', async () => {
    const challenge = async () =>
      (await createChallenge({ algorithm: 'SHA-256', cost: 2, counter: 40, deriveKey, hmacSignatureSecret: 's' })) as unknown as {
        parameters: Record<string, unknown>;
      };
    const fetchChallenge = vi.fn(challenge);
    const check = altchaHumanCheck(fetchChallenge);
    const proof = JSON.parse(atob((await check.proof())!)) as { challenge: unknown; solution: { counter: number } };
    expect(proof.solution.counter).toBe(40);
    expect(proof.challenge).toEqual(await fetchChallenge.mock.results[0]!.value);
    await check.proof();
    expect(fetchChallenge).toHaveBeenCalledTimes(2);
  });

  it('sends no proof when no challenge can be had (the server decides)', async () => {
    const check = altchaHumanCheck(() => Promise.reject(new Error('off')));
    expect(await check.proof()).toBeUndefined();
  });
});
