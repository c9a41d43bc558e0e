import { describe, expect, it } from 'vitest';
import { addToHistory, removeFromHistory } from './searchHistory';

describe('search history', () => {
  it('puts the latest term first, once', () => {
    expect(addToHistory(['dragon', 'fish'], 'fish')).toEqual(['fish', 'dragon']);
  });

  it('keeps at most 10 terms, dropping the oldest', () => {
    const full = Array.from({ length: 10 }, (_, i) => `t${i}`);
    expect(addToHistory(full, 'new')).toEqual(['new', ...full.slice(0, 9)]);
  });

  it('removes a term', () => {
    expect(removeFromHistory(['a', 'b'], 'a')).toEqual(['b']);
  });
});
