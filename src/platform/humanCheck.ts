import type { HumanChallengeValue } from '../../contracts/account';

/**
 * Human verification on username login (where the spec places geetest). The login only asks
 * a provider for a proof, so a hosted provider can replace ALTCHA without touching the form.
 */
export interface HumanCheckProvider {
  /**
   * Starts making the next proof in the background (a form calls it when it opens, so the work
   * is done while the player types, not after the tap). Calling it again while a fresh one is
   * pending or ready does nothing.
   */
  prepare(): void;
  /** A proof for one attempt (the prepared one when it is still fresh); undefined when none could be made. */
  proof(): Promise<string | undefined>;
}

/**
 * How long a prepared proof is used: its challenge lives 300 s on the server (human-check.ts),
 * so one older than this is dropped and a new one made, rather than refused at the tap.
 */
export const PREPARED_PROOF_MS = 240_000;

/** Solves in a Web Worker where there is one (every browser), on this thread otherwise (tests). */
async function solveOffThread(challenge: HumanChallengeValue): Promise<unknown> {
  if (typeof Worker === 'undefined') {
    const [{ solveChallenge }, { deriveKey }] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/sha')]);
    return solveChallenge({ challenge: challenge as unknown as Parameters<typeof solveChallenge>[0]['challenge'], deriveKey });
  }
  const worker = new Worker(new URL('./solveChallenge.worker.ts', import.meta.url), { type: 'module' });
  try {
    return await new Promise((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<{ solution: unknown }>) => resolve(event.data.solution);
      worker.onerror = () => reject(new Error('the proof-of-work worker failed'));
      worker.postMessage(challenge);
    });
  } finally {
    worker.terminate();
  }
}

/**
 * ALTCHA: a self-hosted proof of work solved in the background, in a worker so the page stays
 * responsive. The solver is loaded on first use so it stays out of the entry bundle. Every proof
 * has its own challenge and is handed out once, so a failed login never reuses a spent proof.
 */
export function altchaHumanCheck(fetchChallenge: () => Promise<HumanChallengeValue>, now = () => Date.now()): HumanCheckProvider {
  let prepared: { madeAt: number; proof: Promise<string | undefined> } | null = null;
  const fresh = () => prepared !== null && now() - prepared.madeAt <= PREPARED_PROOF_MS;

  async function solve(): Promise<string | undefined> {
    let challenge: HumanChallengeValue;
    try {
      challenge = await fetchChallenge();
    } catch {
      // No challenge (the check is off, or the call failed): send none and let the server decide.
      return undefined;
    }
    const solution = await solveOffThread(challenge);
    return solution ? btoa(JSON.stringify({ challenge, solution })) : undefined;
  }

  return {
    prepare() {
      if (fresh()) return;
      const proof = solve();
      // A failure here is met again, and reported, by the proof() that uses it.
      proof.catch(() => undefined);
      prepared = { madeAt: now(), proof };
    },
    proof() {
      const ready = fresh() ? prepared!.proof : null;
      prepared = null;
      return ready ?? solve();
    },
  };
}
