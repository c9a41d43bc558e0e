import { describe, expect, it } from 'vitest';
import { bannerMotion, loopSlides, restingJump } from './bannerMotion';

describe('banner motion', () => {
  it('autoplays every 5000 ms and loops with more than one banner', () => {
    expect(bannerMotion(2)).toEqual({ loop: true, autoplayMs: 5000 });
  });

  it('stands still with one banner', () => {
    expect(bannerMotion(1)).toEqual({ loop: false, autoplayMs: null });
  });
});

describe('the looping track', () => {
  it('puts a copy of the last banner first and of the first banner last', () => {
    expect(loopSlides(['a', 'b', 'c'], true)).toEqual([
      { item: 'c', copy: true },
      { item: 'a', copy: false },
      { item: 'b', copy: false },
      { item: 'c', copy: false },
      { item: 'a', copy: true },
    ]);
  });

  it('holds just the banners when it does not loop', () => {
    expect(loopSlides(['a'], true)).toEqual([{ item: 'a', copy: false }]);
    expect(loopSlides(['a', 'b'], false)).toEqual([
      { item: 'a', copy: false },
      { item: 'b', copy: false },
    ]);
  });

  it('comes to rest on a copy only to jump to the banner it copies', () => {
    // Three banners: slides are [copy of 3, 1, 2, 3, copy of 1].
    expect(restingJump(4, 3, true)).toBe(1);
    expect(restingJump(0, 3, true)).toBe(3);
    expect([1, 2, 3].map((index) => restingJump(index, 3, true))).toEqual([null, null, null]);
    expect(restingJump(0, 1, false)).toBeNull();
  });
});
