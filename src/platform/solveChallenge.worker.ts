/// <reference lib="webworker" />
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

/**
 * Solves one ALTCHA challenge off the page's thread: the proof of work runs while the player
 * types, and on a cheap phone it would otherwise make every key press wait.
 */
self.onmessage = async (event: MessageEvent<Parameters<typeof solveChallenge>[0]['challenge']>) => {
  try {
    self.postMessage({ solution: await solveChallenge({ challenge: event.data, deriveKey }) });
  } catch {
    self.postMessage({ solution: null });
  }
};
