import { describe, expect, it, vi } from 'vitest';
import type { ShellEvent } from '../../contracts/platform-bridge';
import { createBridge, createShellEventSubscription, type IpcRendererEvents } from './bridge';
import { CHANNELS, METHODS, SHELL_EVENT_CHANNEL } from './channels';

describe('createBridge', () => {
  it('exposes exactly one function per channel, the event subscription, and nothing else', () => {
    const bridge = createBridge(vi.fn(), vi.fn());
    expect(Object.keys(bridge).sort()).toEqual([...METHODS, 'onShellEvent'].sort());
    for (const method of METHODS) expect(typeof bridge[method]).toBe('function');
    expect(Object.isFrozen(bridge)).toBe(true);
  });

  it('forwards each call to its own channel with its arguments', async () => {
    const invoke = vi.fn(async (channel: string) => (channel === CHANNELS.secureGet ? 'stored' : undefined));
    const bridge = createBridge(invoke, vi.fn());
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

/** ipcRenderer's listener bookkeeping, as far as the subscription uses it. */
function fakeIpcRenderer() {
  const listeners = new Map<string, Set<(event: unknown, payload: unknown) => void>>();
  const ipc: IpcRendererEvents = {
    on: (channel, listener) => listeners.set(channel, (listeners.get(channel) ?? new Set()).add(listener)),
    removeListener: (channel, listener) => listeners.get(channel)?.delete(listener),
  };
  const send = (channel: string, payload: unknown) => listeners.get(channel)?.forEach((listener) => listener({ sender: 'ipc' }, payload));
  return { ipc, send, count: () => listeners.get(SHELL_EVENT_CHANNEL)?.size ?? 0 };
}

describe('createShellEventSubscription', () => {
  it('hands the page only well-formed events of the one event channel, without the Electron event', () => {
    const fake = fakeIpcRenderer();
    const seen: ShellEvent[] = [];
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    createShellEventSubscription(fake.ipc)((event) => seen.push(event));
    fake.send(SHELL_EVENT_CHANNEL, { type: 'idleWarning', secondsLeft: 30 });
    fake.send(SHELL_EVENT_CHANNEL, { type: 'idleWarning', secondsLeft: -1 });
    fake.send(SHELL_EVENT_CHANNEL, { type: 'idleWarning', secondsLeft: '30' });
    fake.send(SHELL_EVENT_CHANNEL, { type: 'toString' });
    fake.send(SHELL_EVENT_CHANNEL, { type: 'bogus' });
    fake.send(SHELL_EVENT_CHANNEL, null);
    fake.send('platform:other', { type: 'idleSignOut' });
    fake.send(SHELL_EVENT_CHANNEL, { type: 'idleSignOut' });
    expect(seen).toEqual([{ type: 'idleWarning', secondsLeft: 30 }, { type: 'idleSignOut' }]);
  });

  it('stops calling a listener once unsubscribed', () => {
    const fake = fakeIpcRenderer();
    const listener = vi.fn();
    const unsubscribe = createShellEventSubscription(fake.ipc)(listener);
    unsubscribe();
    fake.send(SHELL_EVENT_CHANNEL, { type: 'idleCancelled' });
    expect(listener).not.toHaveBeenCalled();
    expect(fake.count()).toBe(0);
  });
});
