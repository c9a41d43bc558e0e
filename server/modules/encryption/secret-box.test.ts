import { describe, expect, it } from 'vitest';
import { secretBox } from './secret-box';

describe('secretBox', () => {
  const box = secretBox('a-pepper-of-some-length', 'staff-totp-secret');

  it('opens what it sealed; the sealed text does not hold the secret and differs each time', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses text altered, sealed for another purpose or under another pepper', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    const [version, iv, tag, data] = sealed.split('.');
    const flipped = `${data!.startsWith('A') ? 'B' : 'A'}${data!.slice(1)}`;
    expect(() => box.open([version, iv, tag, flipped].join('.'))).toThrow();
    expect(() => secretBox('a-pepper-of-some-length', 'another-purpose').open(sealed)).toThrow();
    expect(() => secretBox('another-pepper', 'staff-totp-secret').open(sealed)).toThrow();
    expect(() => box.open('plain-text')).toThrow();
  });
});
