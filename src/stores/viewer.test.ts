import { describe, expect, it } from 'vitest';
import { viewerOf } from './viewer';

describe('viewerOf', () => {
  it('classifies types 0, 1, 2 as members and every other type as trial', () => {
    expect(viewerOf(false, null)).toBe('visitor');
    for (const type of [0, 1, 2]) expect(viewerOf(true, type)).toBe('member');
    for (const type of [3, 4, 40, 41, 42]) expect(viewerOf(true, type)).toBe('trial');
    expect(viewerOf(true, null)).toBe('trial');
  });
});
