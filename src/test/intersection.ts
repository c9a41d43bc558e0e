import { vi } from 'vitest';

/**
 * jsdom has no IntersectionObserver. This stand-in records every observer so a test can say when
 * the observed sentinel comes near the viewport (`scrollNearEnd`) or leaves it.
 */
export function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ callback, options });
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const fire = (isIntersecting: boolean) => {
    for (const { callback } of observers) callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
  };
  return { observers, scrollNearEnd: () => fire(true), scrollAway: () => fire(false) };
}
