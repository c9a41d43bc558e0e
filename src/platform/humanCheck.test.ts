import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it, vi } from 'vitest';
import { altchaHumanCheck, PREPARED_PROOF_MS } from './humanCheck';

/** Real ALTCHA challenges, cheap to solve, the n-th one solved by counter 40 + n. */
function challenges() {
  let n = 0;
  return vi.fn(
    async () =>
      (await createChallenge({ algorithm: 'SHA-256', cost: 2, counter: 40 + ++n, deriveKey, hmacSignatureSecret: 's' })) as unknown as {
        parameters: Record<string, unknown>;
      },
  );
}
const counterOf = (proof: string | undefined) => (JSON.parse(atob(proof!)) as { solution: { counter: number } }).solution.counter;

describe('ALTCHA human check', () => {
  it('solves a fresh challenge per attempt into base64 JSON { challenge, solution }', async () => {
    const fetchChallenge = challenges();
    const check = altchaHumanCheck(fetchChallenge);
    const proof = JSON.parse(atob((await check.proof())!)) as { challenge: unknown; solution: { counter: number } };
    expect(proof.solution.counter).toBe(41);
    expect(proof.challenge).toEqual(await fetchChallenge.mock.results[0]!.value);
    await check.proof();
    expect(fetchChallenge).toHaveBeenCalledTimes(2);
  });

  it('solves while the player types: the prepared proof is the one the tap sends, and it is handed out once', async () => {
    const fetchChallenge = challenges();
    const check = altchaHumanCheck(fetchChallenge);
    check.prepare();
    check.prepare();
    expect(fetchChallenge).toHaveBeenCalledTimes(1);
    expect(counterOf(await check.proof())).toBe(41);
    expect(counterOf(await check.proof())).toBe(42);
  });

  it('does not send a prepared proof whose challenge may have expired on the server', async () => {
    let clock = 0;
    const check = altchaHumanCheck(challenges(), () => clock);
    check.prepare();
    clock = PREPARED_PROOF_MS + 1;
    expect(counterOf(await check.proof())).toBe(42);
  });

  it('sends no proof when no challenge can be had (the server decides)', async () => {
    const check = altchaHumanCheck(() => Promise.reject(new Error('off')));
    check.prepare();
    expect(await check.proof()).toBeUndefined();
    expect(await check.proof()).toBeUndefined();
  });
});
