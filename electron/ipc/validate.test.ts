import { describe, expect, it } from 'vitest';
import { BRIDGE_LIMITS } from '../../contracts/platform-bridge';
import { InvalidArgumentsError, VALIDATORS } from './validate';

describe('VALIDATORS', () => {
  it('accepts well-formed arguments', () => {
    expect(VALIDATORS.appInfo([])).toEqual([]);
    expect(VALIDATORS.secureGet(['session'])).toEqual(['session']);
    expect(VALIDATORS.secureSet(['rememberedLogin', '{"username":"juan"}'])).toEqual(['rememberedLogin', '{"username":"juan"}']);
    expect(VALIDATORS.secureDelete(['theme'])).toEqual(['theme']);
    expect(VALIDATORS.openExternal(['https://example.com/'])).toEqual(['https://example.com/']);
    expect(VALIDATORS.updateStatus([])).toEqual([]);
  });

  it('refuses extra or missing arguments', () => {
    expect(() => VALIDATORS.appInfo(['x'])).toThrow(InvalidArgumentsError);
    expect(() => VALIDATORS.secureGet([])).toThrow(InvalidArgumentsError);
    expect(() => VALIDATORS.secureSet(['session'])).toThrow(InvalidArgumentsError);
  });

  it.each([['__proto__'], ['../../etc'], [''], [42], [null], [{ toString: () => 'session' }]])(
    'refuses the secure store key %o',
    (key) => {
      expect(() => VALIDATORS.secureGet([key])).toThrow(InvalidArgumentsError);
      expect(() => VALIDATORS.secureDelete([key])).toThrow(InvalidArgumentsError);
    },
  );

  it('refuses non-string and overlong values', () => {
    expect(() => VALIDATORS.secureSet(['session', 1])).toThrow(InvalidArgumentsError);
    expect(() => VALIDATORS.secureSet(['session', 'x'.repeat(BRIDGE_LIMITS.secureValueChars + 1)])).toThrow(InvalidArgumentsError);
    expect(VALIDATORS.secureSet(['session', 'x'.repeat(BRIDGE_LIMITS.secureValueChars)])).toHaveLength(2);
  });

  it.each([['file:///etc/passwd'], ['javascript:alert(1)'], [123], ['https://u:p@example.com/']])(
    'refuses the external URL %o',
    (url) => {
      expect(() => VALIDATORS.openExternal([url])).toThrow(InvalidArgumentsError);
    },
  );
});
