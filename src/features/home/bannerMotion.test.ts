import { describe, expect, it } from 'vitest';
import { bannerMotion } from './bannerMotion';

describe('banner motion', () => {
  it('autoplays every 5000 ms and loops with more than one banner', () => {
    expect(bannerMotion(2)).toEqual({ loop: true, autoplay: { delay: 5000, stopOnInteraction: false } });
  });

  it('stands still with one banner', () => {
    expect(bannerMotion(1)).toEqual({ loop: false, autoplay: false });
  });
});
