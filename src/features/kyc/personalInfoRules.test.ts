import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { birthdayError } from './personalInfoRules';

const today = dayjs('2026-05-09');

describe('the KYC form birthday (SPEC §5)', () => {
  it('takes a player who is 21 today or older', () => {
    expect(birthdayError('2005-05-09', today)).toBeNull();
    expect(birthdayError('1970-01-31', today)).toBeNull();
  });

  it("says 'birthday_limit' for a player under 21", () => {
    expect(birthdayError('2005-05-10', today)).toBe('kyc.birthdayLimit');
    expect(birthdayError('2020-01-01', today)).toBe('kyc.birthdayLimit');
  });

  it("says 'Invalid please put correct year' for no date, an impossible date, a future or a too-old year", () => {
    for (const value of ['', '1990-02-30', '19900101', '0990-01-01', '1925-05-08', '2027-01-01']) {
      expect(birthdayError(value, today), value).toBe('fieldInvalid.birthday');
    }
  });
});
