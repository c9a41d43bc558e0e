import type { Challenge } from 'altcha-lib';

/** CaptchaValue.sealed, decoded: ALTCHA obfuscation (a proof-of-work challenge and AES-GCM ciphertext). */
interface Sealed {
  parameters: Challenge['parameters'];
  cipher: { iv: string; data: string };
}

function hexBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

/**
 * The captcha's answer without its picture: solves the proof of work (PBKDF2 in WebCrypto, so
 * the page stays responsive) to find the key, then decrypts the answer. It does what ALTCHA's
 * `deobfuscate` does, without that module's Node-only default import. The solver is loaded on
 * first use so it stays out of the entry bundle. Rejects when aborted or unsolvable.
 */
export async function unsealCaptcha(sealed: string, signal?: AbortSignal): Promise<string> {
  const { parameters, cipher } = JSON.parse(atob(sealed)) as Sealed;
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/pbkdf2')]);
  const controller = new AbortController();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await solveChallenge({ challenge: { parameters }, deriveKey, controller });
  if (!solution) throw new Error(controller.signal.aborted ? 'aborted' : 'no solution');
  const key = await crypto.subtle.importKey('raw', hexBytes(solution.derivedKey), { name: 'AES-GCM' }, false, ['decrypt']);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: hexBytes(cipher.iv) }, key, hexBytes(cipher.data));
  return new TextDecoder().decode(plain);
}
