import { createHmac, randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { AppContext } from '../../app-context';
import { errors } from '../../http/app-error';

const CAPTCHA_MINUTES = 5;

function hashAnswer(ctx: AppContext, id: string, answer: string): string {
  return createHmac('sha256', ctx.config.tokenPepper).update(`captcha|${id}|${answer}`).digest('base64url');
}

/**
 * A numeric captcha drawn as SVG (svg-captcha), sent as a data: URL. Only a keyed hash of the
 * answer is stored; the sandbox also writes the answer to the outbox for testers.
 */
export async function newCaptcha(ctx: AppContext): Promise<{ captchaId: string; image: string }> {
  const { text, data } = svgCaptcha.create({ size: 4, charPreset: '0123456789', noise: 2, color: true, background: '#f4f1e8', width: 120, height: 44 });
  const captchaId = randomUUID();
  await ctx.db.query(
    `INSERT INTO captchas (id, answer_hash, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [captchaId, hashAnswer(ctx, captchaId, text), CAPTCHA_MINUTES],
  );
  if (ctx.config.mode === 'sandbox') {
    await ctx.messenger.send({ channel: 'captcha', destination: captchaId, subject: 'Captcha', body: 'Captcha answer', code: text });
  }
  return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}` };
}

/** A captcha answers once: right or wrong, it is spent, so it cannot be guessed at. */
export async function checkCaptcha(ctx: AppContext, captchaId: string | undefined, answer: string | undefined): Promise<void> {
  if (!captchaId || !answer) throw errors.captchaRequired();
  const rows = await ctx.db.query<{ answer_hash: string }>(
    `UPDATE captchas SET consumed_at = now() WHERE id = $1 AND consumed_at IS NULL AND expires_at > now() RETURNING answer_hash`,
    [captchaId],
  );
  if (rows[0]?.answer_hash !== hashAnswer(ctx, captchaId, answer)) throw errors.captchaInvalid();
}
