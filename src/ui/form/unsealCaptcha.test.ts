import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { obfuscate } from 'altcha-lib/obfuscation';
import { describe, expect, it } from 'vitest';
import { unsealCaptcha } from './unsealCaptcha';

/** A captcha answer sealed the way the server seals it, at a test-sized cost. */
const sealForTest = (answer: string) =>
  obfuscate(answer, { algorithm: 'PBKDF2/SHA-256', cost: 10, counterMin: 5, counterMax: 30, deriveKey });

describe('unsealing a captcha without its picture', () => {
  it('solves the proof of work in WebCrypto and decrypts the answer the server sealed', async () => {
    expect(await unsealCaptcha(await sealForTest('4821'))).toBe('4821');
  });

  it('gives up when aborted, and on a tampered seal', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(unsealCaptcha(await sealForTest('4821'), controller.signal)).rejects.toThrow();
    const sealed = JSON.parse(atob(await sealForTest('4821'))) as { cipher: { data: string } };
    sealed.cipher.data = (sealed.cipher.data.startsWith('0') ? '1' : '0') + sealed.cipher.data.slice(1);
    await expect(unsealCaptcha(btoa(JSON.stringify(sealed)))).rejects.toThrow();
  });
});
