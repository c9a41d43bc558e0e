import { describe, expect, it } from 'vitest';
import { liveBannerGroups } from './liveBannerGroups';

describe('live banner groups', () => {
  it('adds m_live only for a user with a model', () => {
    expect(liveBannerGroups(true)).toEqual(['m_live']);
    expect(liveBannerGroups(false)).toEqual([]);
  });
});
