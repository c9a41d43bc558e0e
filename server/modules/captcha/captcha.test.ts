import { createHmac } from 'node:crypto';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { deobfuscate } from 'altcha-lib/obfuscation';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { CaptchaValue } from '../../../contracts/account';
import { useTestApp } from '../../test/harness';
import { CAPTCHA_LENGTH, CAPTCHA_PROOF, checkCaptcha, newCaptcha } from './captcha';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, drawCaptcha } from './draw';

const t = useTestApp({ HUMAN_CHECK: 'on' });
const ctx = () => t.app.ctx;
let ipSeq = 0;

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function fetchCaptcha(): Promise<CaptchaValue> {
  const res = await t.app.inject({ url: '/wps/captcha', remoteAddress: `10.77.0.${++ipSeq}` });
  expect(res.statusCode).toBe(200);
  return res.json().value as CaptchaValue;
}

async function outboxAnswer(captchaId: string): Promise<string> {
  const outbox = (await t.app.inject({ url: `/sandbox/outbox?destination=${captchaId}` })).json().value as { code: string }[];
  return outbox[0]!.code;
}

function pngBytes(image: string): Buffer {
  const prefix = 'data:image/png;base64,';
  expect(image.startsWith(prefix)).toBe(true);
  return Buffer.from(image.slice(prefix.length), 'base64');
}

/** The chunk types of a PNG, in order. */
function pngChunks(png: Buffer): string[] {
  const types: string[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    types.push(png.toString('latin1', at + 4, at + 8));
    at += 12 + length;
  }
  return types;
}

/**
 * The tester's attack on the old svg-captcha: every digit was one SVG path, and the number of
 * drawing commands in it named the digit. Here it lists the command count of each path found.
 */
function pathCommandCounts(markup: string): number[] {
  return [...markup.matchAll(/<path[^>]*\bd="([^"]*)"/g)].map((m) => (m[1]!.match(/[MLHVCSQTAZ]/gi) ?? []).length);
}

describe('captcha picture', () => {
  it('is a PNG raster with no vector data: magic bytes, image chunks only, decodable at 200 x 88', async () => {
    const { image } = await fetchCaptcha();
    const png = pngBytes(image);
    expect(png.subarray(0, 8).equals(PNG_MAGIC)).toBe(true);
    // Only pixel chunks (and the pixel density): no text, metadata or embedded data to read instead.
    const chunks = pngChunks(png);
    expect(chunks[0]).toBe('IHDR');
    expect(chunks.at(-1)).toBe('IEND');
    expect(chunks.filter((type) => !['IHDR', 'PLTE', 'tRNS', 'pHYs', 'IDAT', 'IEND'].includes(type))).toEqual([]);
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT });
    expect(png.length).toBeGreaterThan(4_000);
    expect(png.length).toBeLessThan(40_000);
  });

  it('leaves the path-counting attack nothing to read', async () => {
    const captcha = await fetchCaptcha();
    const everything = JSON.stringify(captcha) + pngBytes(captcha.image).toString('latin1');
    expect(pathCommandCounts('<svg><path d="M1 2L3 4Q5 6 7 8Z"/></svg>')).toEqual([4]); // what it read before
    expect(pathCommandCounts(everything)).toEqual([]);
    expect(everything).not.toMatch(/<svg|<path|image\/svg/i);
    // The sealed alternative carries the answer only as AES-GCM ciphertext: 4 bytes and a 16-byte tag.
    const sealed = JSON.parse(Buffer.from(captcha.sealed!, 'base64').toString('utf8')) as { parameters: object; cipher: { data: string } };
    expect(sealed.cipher.data).toMatch(new RegExp(`^[0-9a-f]{${(CAPTCHA_LENGTH + 16) * 2}}$`));
  });

  it('draws the same digits differently every time, with ink a person can see', async () => {
    const [a, b] = await Promise.all([drawCaptcha('1234'), drawCaptcha('1234')]);
    expect(a.equals(b)).toBe(false);
    const pixels = async (png: Buffer) => (await sharp(png).greyscale().raw().toBuffer()).valueOf();
    const [pa, pb] = await Promise.all([pixels(a), pixels(b)]);
    let differ = 0;
    let dark = 0;
    for (let i = 0; i < pa.length; i++) {
      if (Math.abs(pa[i]! - pb[i]!) > 40) differ++;
      if (pa[i]! < 110) dark++;
    }
    expect(differ / pa.length).toBeGreaterThan(0.1);
    expect(dark / pa.length).toBeGreaterThan(0.05);
    expect(dark / pa.length).toBeLessThan(0.45);
  });
});

describe('captcha lifecycle', () => {
  it('stores only a keyed hash of the answer and gives testers the answer in the sandbox outbox', async () => {
    const { captchaId } = await fetchCaptcha();
    const answer = await outboxAnswer(captchaId);
    expect(answer).toMatch(new RegExp(`^[0-9]{${CAPTCHA_LENGTH}}$`));
    const [row] = await t.db.query<{ answer_hash: string }>('SELECT answer_hash FROM captchas WHERE id = $1', [captchaId]);
    expect(row!.answer_hash).not.toContain(answer);
    expect(row!.answer_hash).toBe(createHmac('sha256', t.config.tokenPepper).update(`captcha|${captchaId}|${answer}`).digest('base64url'));
  });

  it('is spent by any use, right or wrong', async () => {
    const first = await fetchCaptcha();
    const answer = await outboxAnswer(first.captchaId);
    await checkCaptcha(ctx(), first.captchaId, answer);
    await expect(checkCaptcha(ctx(), first.captchaId, answer)).rejects.toMatchObject({ code: 'CAPTCHA_INVALID' });
    const second = await fetchCaptcha();
    await expect(checkCaptcha(ctx(), second.captchaId, '99999')).rejects.toMatchObject({ code: 'CAPTCHA_INVALID' });
    await expect(checkCaptcha(ctx(), second.captchaId, await outboxAnswer(second.captchaId))).rejects.toMatchObject({
      code: 'CAPTCHA_INVALID',
    });
    await expect(checkCaptcha(ctx(), undefined, '1234')).rejects.toMatchObject({ code: 'CAPTCHA_REQUIRED' });
  });

  it('expires', async () => {
    const { captchaId } = await fetchCaptcha();
    await t.db.query(`UPDATE captchas SET expires_at = now() - interval '1 second' WHERE id = $1`, [captchaId]);
    await expect(checkCaptcha(ctx(), captchaId, await outboxAnswer(captchaId))).rejects.toMatchObject({ code: 'CAPTCHA_INVALID' });
  });

  it('writes nothing to the outbox in production', async () => {
    const production = { ...ctx(), config: { ...ctx().config, mode: 'production' as const } };
    const { captchaId } = await newCaptcha(production);
    const outbox = (await t.app.inject({ url: `/sandbox/outbox?destination=${captchaId}` })).json().value as unknown[];
    expect(outbox).toEqual([]);
  });
});

describe('captcha without the picture: the answer sealed behind a proof of work', () => {
  it('unseals, with the ALTCHA library, to the answer the picture shows, which the captcha accepts once', async () => {
    const { captchaId, sealed } = await fetchCaptcha();
    const answer = await deobfuscate(sealed!, { deriveKey });
    expect(answer).toBe(await outboxAnswer(captchaId));
    await checkCaptcha(ctx(), captchaId, answer);
    await expect(checkCaptcha(ctx(), captchaId, answer)).rejects.toMatchObject({ code: 'CAPTCHA_INVALID' });
  });

  it('costs a machine some 20 times the login proof, with no try to skip', async () => {
    const { sealed } = await fetchCaptcha();
    const { parameters } = JSON.parse(Buffer.from(sealed!, 'base64').toString('utf8')) as Challenge;
    expect(parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: CAPTCHA_PROOF.cost, keyLength: 32 });
    // Half the key is published: only the server's own counter matches it, so no try can be skipped.
    expect(parameters.keyPrefix).toMatch(/^[0-9a-f]{32}$/);
    const solution = await solveChallenge({ challenge: { parameters }, deriveKey });
    expect(solution!.counter).toBeGreaterThanOrEqual(CAPTCHA_PROOF.counterMin);
    expect(solution!.counter).toBeLessThanOrEqual(CAPTCHA_PROOF.counterMax);

    // Work in SHA-256 blocks, for a machine that knows the counter range: a PBKDF2 round is two.
    const login = (await t.app.inject({ url: '/wps/verification/challenge' })).json().value as Challenge;
    expect(login.parameters).toMatchObject({ algorithm: 'SHA-256' });
    const loginWork = 7_500 * login.parameters.cost; // 5,000 to 10,000 tries (human-check.ts)
    const captchaWork = ((CAPTCHA_PROOF.counterMax - CAPTCHA_PROOF.counterMin) / 2) * CAPTCHA_PROOF.cost * 2;
    expect(captchaWork).toBeGreaterThan(20 * loginWork);
  });
});
