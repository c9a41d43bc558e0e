import { describe, expect, it } from 'vitest';
import { UsageError } from './commands';
import { adminUsername } from './staff-admin';

describe('staff:create-admin arguments', () => {
  it('takes exactly one username the console accepts', () => {
    expect(adminUsername(['maria.admin'])).toBe('maria.admin');
    for (const args of [[], ['Maria'], ['ab'], ['maria', 'extra'], ['1admin'], ['maria admin']]) {
      expect(() => adminUsername(args)).toThrow(UsageError);
    }
  });
});
