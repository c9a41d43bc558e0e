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
    expect(VALIDATORS.installUpdate([])).toEqual([]);
    expect(VALIDATORS.openGame(['http://localhost:8081/games/lobby?token=t', 48])).toEqual([
      'http://localhost:8081/games/lobby?token=t',
      48,
    ]);
    expect(VALIDATORS.closeGame([])).toEqual([]);
    expect(VALIDATORS.openChat(['http://localhost:8080/sandbox/chat#ticket=t', 56])).toEqual([
      'http://localhost:8080/sandbox/chat#ticket=t',
      56,
    ]);
    expect(VALIDATORS.closeChat([])).toEqual([]);
    expect(VALIDATORS.stillHere([])).toEqual([]);
    expect(VALIDATORS.idleSignedOut([])).toEqual([]);
  });

  it('refuses a chat page that is not plain http(s), or without its inset', () => {
    expect(() => VALIDATORS.openChat(['javascript:alert(1)', 56])).toThrow(InvalidArgumentsError);
    expect(() => VALIDATORS.openChat(['/sandbox/chat#ticket=t', 56])).toThrow(InvalidArgumentsError);
    expect(() => VALIDATORS.openChat(['https://chat.example.com/', -1])).toThrow(InvalidArgumentsError);
    expect(() => VALIDATORS.openChat(['https://chat.example.com/'])).toThrow(InvalidArgumentsError);
    expect(() => VALIDATORS.stillHere([1])).toThrow(InvalidArgumentsError);
  });

  it.each([[-1], [1.5], [BRIDGE_LIMITS.gameTopInsetPx + 1], ['48'], [null]])('refuses the game top inset %o', (inset) => {
    expect(() => VALIDATORS.openGame(['http://localhost:8081/games/lobby', inset])).toThrow(InvalidArgumentsError);
  });

  it('refuses a game page that is not plain http(s)', () => {
    expect(() => VALIDATORS.openGame(['javascript:alert(1)', 48])).toThrow(InvalidArgumentsError);
    expect(() => VALIDATORS.openGame(['http://localhost:8081/x'])).toThrow(InvalidArgumentsError);
  });

  it('refuses extra or missing arguments', () => {
    expect(() => VALIDATORS.appInfo(['x'])).toThrow(InvalidArgumentsError);
    expect(() => VALIDATORS.installUpdate([true])).toThrow(InvalidArgumentsError);
    expect(() => VALIDATORS.secureGet([])).toThrow(InvalidArgumentsError);
    expect(() => VALIDATORS.secureSet(['session'])).toThrow(InvalidArgumentsError);
  });

  it.each([['__proto__'], ['../../etc'], [''], [42], [null], [{ toString: () => 'session' }]])('refuses the secure store key %o', (key) => {
    expect(() => VALIDATORS.secureGet([key])).toThrow(InvalidArgumentsError);
    expect(() => VALIDATORS.secureDelete([key])).toThrow(InvalidArgumentsError);
  });

  it('refuses non-string and overlong values', () => {
    expect(() => VALIDATORS.secureSet(['session', 1])).toThrow(InvalidArgumentsError);
    expect(() => VALIDATORS.secureSet(['session', 'x'.repeat(BRIDGE_LIMITS.secureValueChars + 1)])).toThrow(InvalidArgumentsError);
    expect(VALIDATORS.secureSet(['session', 'x'.repeat(BRIDGE_LIMITS.secureValueChars)])).toHaveLength(2);
  });

  it.each([['file:///etc/passwd'], ['javascript:alert(1)'], [123], ['https://u:p@example.com/']])('refuses the external URL %o', (url) => {
    expect(() => VALIDATORS.openExternal([url])).toThrow(InvalidArgumentsError);
  });
});
