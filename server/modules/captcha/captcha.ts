import { createHmac, randomInt, randomUUID } from 'node:crypto';
import { obfuscate } from 'altcha-lib/obfuscation';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { AppContext } from '../../app-context';
import { errors } from '../../http/app-error';
import { drawCaptcha } from './draw';
import { insertCaptcha, spendCaptcha } from './repository';

const CAPTCHA_MINUTES = 5;
export const CAPTCHA_LENGTH = 4;

/**
 * The accessible alternative: the same answer sealed (AES-GCM) under a key only a proof of work
 * finds (ALTCHA obfuscation, PBKDF2-SHA-256). The counter is drawn from [min, max] and the 16-byte
 * key prefix tells the solver when it has it; no shortcut exists, so even knowing the range a
 * machine makes (max - min) / 2 = 190 tries on average at 10,000 PBKDF2 rounds each, about
 * 3.8 million SHA-256 blocks: some 190 times the login proof (1,000 tries x 20 SHA-256 on average).
 */
export const CAPTCHA_PROOF = { algorithm: 'PBKDF2/SHA-256', cost: 10_000, counterMin: 20, counterMax: 400 } as const;

function hashAnswer(ctx: AppContext, id: string, answer: string): string {
  return createHmac('sha256', ctx.config.tokenPepper).update(`captcha|${id}|${answer}`).digest('base64url');
}

/** The answer hidden behind a proof of work: base64 JSON { parameters, cipher }. */
export function sealAnswer(answer: string): Promise<string> {
  return obfuscate(answer, { ...CAPTCHA_PROOF, deriveKey });
}

/**
 * A numeric captcha: a PNG drawn on the server (no vector data leaves it), plus the same answer
 * sealed behind a proof of work for players who cannot read the picture. Only a keyed hash of
 * the answer is stored; the sandbox also writes the answer to the outbox for testers.
 */
export async function newCaptcha(ctx: AppContext): Promise<{ captchaId: string; image: string; sealed: string }> {
  const text = Array.from({ length: CAPTCHA_LENGTH }, () => randomInt(10)).join('');
  const [png, sealed] = await Promise.all([drawCaptcha(text), sealAnswer(text)]);
  const captchaId = randomUUID();
  await insertCaptcha(ctx.db, captchaId, hashAnswer(ctx, captchaId, text), CAPTCHA_MINUTES);
  if (ctx.config.mode === 'sandbox') {
    await ctx.messenger.send({ channel: 'captcha', destination: captchaId, subject: 'Captcha', body: 'Captcha answer', code: text });
  }
  return { captchaId, image: `data:image/png;base64,${png.toString('base64')}`, sealed };
}

/**
 * A captcha answers once: right or wrong, it is spent, so it cannot be guessed at. The answer
 * read from the picture and the one unsealed by the proof of work are the same, so both paths
 * pass here alike.
 */
export async function checkCaptcha(ctx: AppContext, captchaId: string | undefined, answer: string | undefined): Promise<void> {
  if (!captchaId || !answer) throw errors.captchaRequired();
  if ((await spendCaptcha(ctx.db, captchaId)) !== hashAnswer(ctx, captchaId, answer)) throw errors.captchaInvalid();
}
