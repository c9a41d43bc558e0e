import { describe, expect, it, vi } from 'vitest';
import { SECURE_STORE_KEYS } from '../../contracts/platform-bridge';
import { wipeSession } from './session-wipe';

describe('wipeSession', () => {
  it('closes the views, clears every session, deletes every secure key, then loads home', async () => {
    const steps: string[] = [];
    const session = (name: string) => ({ clearStorageData: vi.fn(async () => void steps.push(`clear ${name}`)) });
    await wipeSession({
      closeViews: () => void steps.push('close views'),
      clearTabStorage: async () => void steps.push('clear tab'),
      sessions: () => [session('app'), session('game-localhost_8081'), session('chat')],
      deleteSecureKey: (key) => void steps.push(`delete ${key}`),
      loadHome: async () => void steps.push('load home'),
    });
    expect(steps).toEqual([
      'close views',
      'clear tab',
      'clear app',
      'clear game-localhost_8081',
      'clear chat',
      ...SECURE_STORE_KEYS.map((key) => `delete ${key}`),
      'load home',
    ]);
    expect(SECURE_STORE_KEYS).toContain('session');
    expect(SECURE_STORE_KEYS).toContain('rememberedLogin');
  });

  it('fails, without loading home, when a storage cannot be cleared', async () => {
    const loadHome = vi.fn(async () => undefined);
    const failing = { clearStorageData: () => Promise.reject(new Error('busy')) };
    await expect(
      wipeSession({
        closeViews: () => undefined,
        clearTabStorage: async () => undefined,
        sessions: () => [failing],
        deleteSecureKey: () => undefined,
        loadHome,
      }),
    ).rejects.toThrow('busy');
    expect(loadHome).not.toHaveBeenCalled();
  });
});
