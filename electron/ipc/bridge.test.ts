import { describe, expect, it, vi } from 'vitest';
import { createBridge } from './bridge';
import { CHANNELS, METHODS } from './channels';

describe('createBridge', () => {
  it('exposes exactly one function per channel and nothing else', () => {
    const bridge = createBridge(vi.fn());
    expect(Object.keys(bridge).sort()).toEqual([...METHODS].sort());
    for (const method of METHODS) expect(typeof bridge[method]).toBe('function');
    expect(Object.isFrozen(bridge)).toBe(true);
  });

  it('forwards each call to its own channel with its arguments', async () => {
    const invoke = vi.fn(async (channel: string) => (channel === CHANNELS.secureGet ? 'stored' : undefined));
    const bridge = createBridge(invoke);
    await expect(bridge.secureGet('session')).resolves.toBe('stored');
    await bridge.secureSet('theme', 'dark');
    await bridge.openExternal('https://example.com/');
    expect(invoke.mock.calls).toEqual([
      ['platform:secureGet', 'session'],
      ['platform:secureSet', 'theme', 'dark'],
      ['platform:openExternal', 'https://example.com/'],
    ]);
  });

  it('uses prefixed channel names', () => {
    for (const channel of Object.values(CHANNELS)) expect(channel).toMatch(/^platform:[a-zA-Z]+$/);
  });
});
