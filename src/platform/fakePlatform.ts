import { vi, type Mock } from 'vitest';
import type { PlatformBridge, ShellEvent, WindowPlatform } from '../../contracts/platform-bridge';

type FakeBridge = { [M in keyof PlatformBridge]: Mock<PlatformBridge[M]> } & { onShellEvent: Mock<WindowPlatform['onShellEvent']> };

/**
 * For tests: a `window.platform` whose every method is a mock resolving to nothing (or a plain
 * desktop's answers), and whose main process the test plays with `emit`. A method added to the
 * bridge without a mock here is a compile error.
 */
export function fakePlatform(): { bridge: FakeBridge; emit(event: ShellEvent): void } {
  const listeners = new Set<(event: ShellEvent) => void>();
  const bridge: FakeBridge = {
    appInfo: vi.fn(async () => ({ version: '1.0.0', kind: 'desktop' as const, platform: 'linux' })),
    secureGet: vi.fn(async () => null),
    secureSet: vi.fn(async () => undefined),
    secureDelete: vi.fn(async () => undefined),
    openExternal: vi.fn(async () => undefined),
    updateStatus: vi.fn(async () => ({ state: 'idle' as const })),
    installUpdate: vi.fn(async () => undefined),
    openGame: vi.fn(async () => undefined),
    closeGame: vi.fn(async () => undefined),
    openChat: vi.fn(async () => undefined),
    closeChat: vi.fn(async () => undefined),
    stillHere: vi.fn(async () => undefined),
    idleSignedOut: vi.fn(async () => undefined),
    onShellEvent: vi.fn((listener: (event: ShellEvent) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    }),
  };
  return { bridge, emit: (event) => [...listeners].forEach((listener) => listener(event)) };
}
