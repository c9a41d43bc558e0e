import { describe, expect, it } from 'vitest';
import { SEALED_LINK_TYPE, openLinkPath, sealLinkPath } from '../../../contracts/service-link';
import { sealServiceLinks } from './service-links';

const LINK = 'https://t.me/PinoyPlaySupport?start=ph';

describe('sealed customer-service links (type 3)', () => {
  it('opens what it sealed, the key being the last 8 characters', async () => {
    const sealed = await sealLinkPath(LINK, 'Ab3_x-9Z');
    expect(sealed.endsWith('Ab3_x-9Z')).toBe(true);
    expect(sealed).not.toContain('t.me');
    expect(await openLinkPath(sealed)).toBe(LINK);
  });

  it('seals a link the same way every time, under a key of its own unless one is given', async () => {
    const [a, b, other] = await Promise.all([sealLinkPath(LINK), sealLinkPath(LINK), sealLinkPath(`${LINK}2`)]);
    expect(a).toBe(b);
    expect(a.slice(-8)).toMatch(/^[A-Za-z0-9_-]{8}$/);
    expect(other.slice(-8)).not.toBe(a.slice(-8));
    expect(await openLinkPath(a)).toBe(LINK);
    expect(await sealLinkPath(LINK, 'Ab3_x-9Z')).not.toBe(a);
  });

  it('refuses a wrong key, a damaged text, a short or foreign input, without throwing', async () => {
    const sealed = await sealLinkPath(LINK, 'Ab3_x-9Z');
    const flipped = (s: string, i: number) => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
    expect(await openLinkPath(flipped(sealed, sealed.length - 1))).toBeNull(); // the key
    expect(await openLinkPath(flipped(sealed, 20))).toBeNull(); // the ciphertext
    expect(await openLinkPath(sealed.slice(1))).toBeNull();
    for (const input of ['', 'short', 'Ab3_x-9Z', `AAAA${'Ab3_x-9Z'}`, 'https://t.me/plain-link', `${'%'.repeat(40)}Ab3_x-9Z`]) {
      expect(await openLinkPath(input), input).toBeNull();
    }
  });

  it('takes only an 8-character base64url key and a path to seal', async () => {
    await expect(sealLinkPath(LINK, 'short')).rejects.toThrow();
    await expect(sealLinkPath(LINK, 'has/slash')).rejects.toThrow();
    await expect(sealLinkPath('', 'Ab3_x-9Z')).rejects.toThrow();
  });

  it('seals only the entries the operator marked type 3', async () => {
    const [chat, telegram] = await sealServiceLinks([
      { csType: 'LIVECHAT', title: 'Chat', path: '/m/message' },
      { csType: 'TELEGRAM', title: 'Telegram', path: LINK, type: SEALED_LINK_TYPE },
    ]);
    expect(chat).toEqual({ csType: 'LIVECHAT', title: 'Chat', path: '/m/message' });
    expect(telegram).toMatchObject({ csType: 'TELEGRAM', type: '3' });
    expect(await openLinkPath(telegram!.path)).toBe(LINK);
  });
});
