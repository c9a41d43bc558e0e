import { describe, expect, it, vi } from 'vitest';
import { CHANNELS } from './channels';
import { registerHandlers, UntrustedSenderError, type Handlers, type IpcMainLike } from './handlers';
import type { SenderEvent } from './sender';
import { InvalidArgumentsError } from './validate';

const appContents = {};
const trust = { appOrigin: 'http://localhost:8080', isAppContents: (c: unknown) => c === appContents };
const trusted: SenderEvent = { sender: appContents, senderFrame: { url: 'http://localhost:8080/m/home', parent: null } };
const iframe: SenderEvent = { sender: appContents, senderFrame: { url: 'http://localhost:8080/m/home', parent: {} } };

function setup() {
  const registered = new Map<string, (event: SenderEvent, ...args: unknown[]) => unknown>();
  const ipcMain: IpcMainLike = { handle: (channel, listener) => void registered.set(channel, listener) };
  const handlers: Handlers = {
    appInfo: vi.fn(() => ({ version: '1.0.0', kind: 'desktop' as const, platform: 'linux' })),
    secureGet: vi.fn(async () => 'secret'),
    secureSet: vi.fn(async () => {}),
    secureDelete: vi.fn(async () => {}),
    openExternal: vi.fn(async () => {}),
    updateStatus: vi.fn(() => ({ state: 'idle' as const })),
    installUpdate: vi.fn(() => {}),
    openGame: vi.fn(() => {}),
    closeGame: vi.fn(() => {}),
    openChat: vi.fn(() => {}),
    closeChat: vi.fn(() => {}),
    stillHere: vi.fn(() => {}),
    idleSignedOut: vi.fn(() => {}),
  };
  registerHandlers(ipcMain, handlers, trust);
  const invoke = (channel: string, event: SenderEvent, ...args: unknown[]) => registered.get(channel)!(event, ...args);
  return { registered, handlers, invoke };
}

describe('registerHandlers', () => {
  it('registers exactly the channel map', () => {
    expect([...setup().registered.keys()].sort()).toEqual(Object.values(CHANNELS).sort());
  });

  it('answers a trusted sender with validated arguments', async () => {
    const { handlers, invoke } = setup();
    await expect(invoke(CHANNELS.secureGet, trusted, 'session')).resolves.toBe('secret');
    expect(handlers.secureGet).toHaveBeenCalledWith('session');
    expect(invoke(CHANNELS.appInfo, trusted)).toEqual({ version: '1.0.0', kind: 'desktop', platform: 'linux' });
  });

  it('refuses an untrusted sender before looking at the arguments', () => {
    const { handlers, invoke } = setup();
    expect(() => invoke(CHANNELS.secureSet, iframe, 'session', 'x')).toThrow(UntrustedSenderError);
    expect(() => invoke(CHANNELS.appInfo, { ...trusted, sender: {} })).toThrow(UntrustedSenderError);
    expect(handlers.secureSet).not.toHaveBeenCalled();
    expect(handlers.appInfo).not.toHaveBeenCalled();
  });

  it('refuses invalid arguments without calling the service', () => {
    const { handlers, invoke } = setup();
    expect(() => invoke(CHANNELS.secureSet, trusted, 'notAKey', 'x')).toThrow(InvalidArgumentsError);
    expect(() => invoke(CHANNELS.openExternal, trusted, 'file:///etc/passwd')).toThrow(InvalidArgumentsError);
    expect(handlers.secureSet).not.toHaveBeenCalled();
    expect(handlers.openExternal).not.toHaveBeenCalled();
  });
});
