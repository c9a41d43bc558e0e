import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNearScreen } from './WhenNearScreen';

/** A stand-in for the browser's IntersectionObserver that the test moves by hand. */
function fakeObserver() {
  const watchers: { callback: IntersectionObserverCallback; margin?: string }[] = [];
  class Observer {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      watchers.push({ callback, margin: options?.rootMargin });
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return {
    margin: () => watchers[0]?.margin,
    scrollNear: () => act(() => watchers[0]!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver)),
  };
}

describe('a block below the fold', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('holds its place empty until the player scrolls near it, then shows', () => {
    const observer = fakeObserver();
    const { container } = render(
      <WhenNearScreen minHeight="2rem">
        <p>Winners</p>
      </WhenNearScreen>,
    );
    expect(screen.queryByText('Winners')).toBeNull();
    expect((container.firstChild as HTMLElement).style.minHeight).toBe('2rem');
    expect(observer.margin()).toBe('100px 0px');
    observer.scrollNear();
    expect(screen.getByText('Winners')).toBeTruthy();
  });

  it('shows at once where the browser cannot tell what is on screen', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNearScreen minHeight="2rem">
        <p>Winners</p>
      </WhenNearScreen>,
    );
    expect(screen.getByText('Winners')).toBeTruthy();
  });
});
