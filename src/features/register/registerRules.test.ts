import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { REGISTER_SETTINGS } from '../../test/fakes';
import { birthdayRange, isOldEnough, planFields, validateRegister, type RegisterValues } from './registerRules';

const today = dayjs('2026-05-10');
const base: RegisterValues = {
  username: 'juan01',
  password: 'secret123',
  confirmPassword: 'secret123',
  mobileNum: '9171234567',
  countryDialingCode: '63',
  birthday: '1990-01-01',
  nickname: '',
  email: '',
  affiliateCode: '',
  facebook: '',
  whatsapp: '',
  line: '',
  captcha: '1234',
  verificationCode: '123456',
};
const check = (values: Partial<RegisterValues>, settings = REGISTER_SETTINGS, method: 'username' | 'mobile' = 'username') =>
  validateRegister({ ...base, ...values }, planFields(settings, method), settings, today);

describe('register rules', () => {
  it('passes a complete form, skipping empty optional fields', () => {
    expect(check({})).toEqual({});
  });

  it('applies the server pattern and its per-field text when a value is given', () => {
    expect(check({ username: '1bad' })).toEqual({ username: 'fieldInvalid.username' });
    expect(check({ email: 'nope' })).toEqual({ email: 'fieldInvalid.email' });
    expect(check({ nickname: 'Juan dela Cruz' })).toEqual({});
  });

  it('requires required fields', () => {
    expect(check({ username: '', captcha: '' })).toEqual({ username: 'register.required', captcha: 'register.required' });
  });

  it('requires the confirmation to equal the password', () => {
    expect(check({ confirmPassword: 'other1234' })).toEqual({ confirmPassword: 'account.passwordNotMatched' });
    expect(check({ confirmPassword: '' })).toEqual({ confirmPassword: 'account.enterPassword' });
  });

  it('refuses players under 21 and bounds the picker from 100 years ago to 21 years ago', () => {
    expect(birthdayRange(21, today)).toEqual({ min: '1926-05-10', max: '2005-05-10' });
    expect(isOldEnough('2005-05-10', 21, today)).toBe(true);
    expect(isOldEnough('2005-05-11', 21, today)).toBe(false);
    expect(check({ birthday: '2005-05-11' })).toEqual({ birthday: 'errors.UNDER_AGE' });
  });

  it('asks for the SMS code when a number is given and SMS verification is on', () => {
    expect(check({ verificationCode: '' })).toEqual({ verificationCode: 'register.codeRequired' });
    expect(check({ verificationCode: '' }, { ...REGISTER_SETTINGS, smsVerification: false })).toEqual({});
  });

  it('mobile method: no username, mobile required, password only with mobilePassword', () => {
    const plan = planFields(REGISTER_SETTINGS, 'mobile');
    expect(plan.has('username')).toBe(false);
    expect(plan.get('mobileNum')?.required).toBe(true);
    expect(planFields({ ...REGISTER_SETTINGS, mobilePassword: false }, 'mobile').has('password')).toBe(false);
  });

  it('shows only enabled fields', () => {
    const settings = {
      ...REGISTER_SETTINGS,
      fields: REGISTER_SETTINGS.fields.map((f) => (f.name === 'nickname' ? { ...f, enabled: false } : f)),
    };
    expect(planFields(settings, 'username').has('nickname')).toBe(false);
  });
});
