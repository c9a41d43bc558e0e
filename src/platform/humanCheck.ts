import type { HumanChallengeValue } from '../../contracts/account';

/**
 * Human verification on username login (where the spec places geetest). The login only asks
 * a provider for a proof, so a hosted provider can replace ALTCHA without touching the form.
 */
export interface HumanCheckProvider {
  /** A fresh proof for one login attempt; undefined when none could be made (the server decides). */
  proof(): Promise<string | undefined>;
}

/**
 * ALTCHA: a self-hosted proof of work solved in the background. The solver is loaded on first
 * use so it stays out of the entry bundle. A new challenge is fetched for every attempt, so a
 * failed login never reuses a spent proof.
 */
export function altchaHumanCheck(fetchChallenge: () => Promise<HumanChallengeValue>): HumanCheckProvider {
  return {
    async proof() {
      let challenge: HumanChallengeValue;
      try {
        challenge = await fetchChallenge();
      } catch {
        // No challenge (the check is off, or the call failed): send none and let the server decide.
        return undefined;
      }
      const [{ solveChallenge }, { deriveKey }] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/sha')]);
      const typed = challenge as unknown as Parameters<typeof solveChallenge>[0]['challenge'];
      const solution = await solveChallenge({ challenge: typed, deriveKey });
      return solution ? btoa(JSON.stringify({ challenge, solution })) : undefined;
    },
  };
}
