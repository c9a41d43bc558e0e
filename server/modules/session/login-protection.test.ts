import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import { deobfuscate } from 'altcha-lib/obfuscation';
import { describe, expect, it } from 'vitest';
import { encryptBody, encryptionHeader } from '../../../contracts/encrypt-body';
import type { EncryptionKeyValue } from '../../../contracts/account';
import { DEMO_PLAYER } from '../../db/seed';
import { solvedCaptcha, solvedHumanCheck, useTestApp } from '../../test/harness';

// Both protections on, as production runs them.
const t = useTestApp({ LOGIN_ENCRYPTION: 'required', HUMAN_CHECK: 'on' });
let ipSeq = 0;

const humanCheck = () => solvedHumanCheck(t.app);

async function publicKey(): Promise<EncryptionKeyValue> {
  return (await t.app.inject({ url: '/wps/session/encryption' })).json().value;
}

async function encryptedLogin(body: object, key?: EncryptionKeyValue) {
  const k = key ?? (await publicKey());
  return t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    remoteAddress: `10.6.0.${++ipSeq}`,
    headers: { encryption: encryptionHeader(k) },
    payload: await encryptBody(k, body),
  });
}

describe('encrypted login bodies', () => {
  it('publishes an RSA-OAEP-256 public key', async () => {
    const key = await publicKey();
    expect(key).toMatchObject({ scheme: 'RSA-OAEP-256+A256GCM', publicKey: { kty: 'RSA', e: 'AQAB', alg: 'RSA-OAEP-256' } });
    expect(key.keyId).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });

  it('refuses a plain body when encryption is required', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'demo', password: DEMO_PLAYER.password, humanCheck: await humanCheck() },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('ENCRYPTION_REQUIRED');
  });

  it('logs in with an encrypted body carrying a solved human check', async () => {
    const res = await encryptedLogin({ username: 'demo', password: DEMO_PLAYER.password, humanCheck: await humanCheck() });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.userName).toBe('demo');
  });

  it('asks for the key again when it names an unknown one', async () => {
    const key = { ...(await publicKey()), keyId: 'AAAAAAAAAAAAAAAA' };
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { encryption: encryptionHeader(key) },
      payload: await encryptBody(await publicKey(), { username: 'demo' }),
    });
    expect(res.json()).toMatchObject({ code: 'ENCRYPTION_REQUIRED', message: expect.stringContaining('/wps/session/encryption') });
  });

  it('refuses tampered or malformed ciphertext with INVALID_INPUT', async () => {
    const key = await publicKey();
    const sealed = await encryptBody(key, { username: 'demo', password: 'x' });
    const flipped = sealed.data.slice(0, -2) + (sealed.data.endsWith('AA') ? 'AB' : 'AA');
    for (const payload of [{ ...sealed, data: flipped }, { key: 'x', iv: 'y', data: 'z' }, { nope: true }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers: { encryption: encryptionHeader(key) },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('INVALID_INPUT');
    }
  });

  it('validates the decrypted body like any other', async () => {
    const res = await encryptedLogin({ username: 'demo', password: DEMO_PLAYER.password, isAdmin: true });
    expect(res.json().code).toBe('INVALID_INPUT');
  });
});

describe('human verification on username login', () => {
  it('refuses a login without a proof, with a forged one, or with one already spent', async () => {
    expect((await encryptedLogin({ username: 'demo', password: DEMO_PLAYER.password })).json().code).toBe('HUMAN_CHECK_FAILED');
    const proof = await humanCheck();
    const forged = JSON.parse(Buffer.from(proof, 'base64').toString());
    forged.solution.counter += 1;
    expect(
      (
        await encryptedLogin({
          username: 'demo',
          password: DEMO_PLAYER.password,
          humanCheck: Buffer.from(JSON.stringify(forged)).toString('base64'),
        })
      ).json().code,
    ).toBe('HUMAN_CHECK_FAILED');
    // Refused proofs count against nobody: no captcha is asked, and a spent proof is still refused.
    expect((await encryptedLogin({ username: 'demo', password: DEMO_PLAYER.password, humanCheck: proof })).statusCode).toBe(200);
    expect((await encryptedLogin({ username: 'demo', password: DEMO_PLAYER.password, humanCheck: proof })).json().code).toBe(
      'HUMAN_CHECK_FAILED',
    );
  });
});

describe('captcha without the picture', () => {
  it('logs in with the answer unsealed by proof of work, once', async () => {
    // A wrong password: the next try needs a captcha.
    expect((await encryptedLogin({ username: 'demo', password: 'wrong-password', humanCheck: await humanCheck() })).json()).toMatchObject({
      value: { captcha: true },
    });
    const { captchaId, sealed } = (await t.app.inject({ url: '/wps/captcha', remoteAddress: '10.6.9.1' })).json().value as {
      captchaId: string;
      sealed: string;
    };
    const identifying = await deobfuscate(sealed, { deriveKey: pbkdf2 });
    const ok = await encryptedLogin({
      username: 'demo',
      password: DEMO_PLAYER.password,
      humanCheck: await humanCheck(),
      captchaId,
      identifying,
    });
    expect(ok.statusCode).toBe(200);
    // Spent: the same answer does not open a second try.
    await encryptedLogin({ username: 'demo', password: 'wrong-password', humanCheck: await humanCheck() });
    const replay = await encryptedLogin({
      username: 'demo',
      password: DEMO_PLAYER.password,
      humanCheck: await humanCheck(),
      captchaId,
      identifying,
    });
    expect(replay.json().code).toBe('CAPTCHA_INVALID');
    // A new captcha, read from the picture as testers do, opens it again.
    expect(
      (
        await encryptedLogin({
          username: 'demo',
          password: DEMO_PLAYER.password,
          humanCheck: await humanCheck(),
          ...(await solvedCaptcha(t.app)),
        })
      ).statusCode,
    ).toBe(200);
  });
});
