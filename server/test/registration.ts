import { lastCode, solvedCaptcha, type TestApp } from './harness';

interface RegistrationOptions {
  /** The mobile numbers' first seven digits; a sequence number makes the last three. */
  mobilePrefix: string;
  /** The usernames' stem; the same sequence number follows it. */
  username: string;
  birthday: string;
}

/**
 * New accounts made through the H5 registration, as a player makes one: a fresh mobile number each
 * time, its SMS code read from the sandbox outbox, the captcha solved. Each code and each
 * registration comes from an address of its own, since both are limited per address.
 */
export function registrations(t: TestApp, { mobilePrefix, username, birthday }: RegistrationOptions) {
  let seq = 500;
  const nextMobile = () => `${mobilePrefix}${String(++seq).padStart(3, '0')}`;

  /** A filled-in form, its code already sent to `mobileNum`; `overrides` replace or add fields. */
  async function form(overrides: Record<string, unknown> = {}, mobileNum = nextMobile()) {
    await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      remoteAddress: `10.77.0.${seq % 250}`,
      payload: { mobileNum, countryDialingCode: '63' },
    });
    const captcha = await solvedCaptcha(t.app);
    return {
      registerMethod: 'H5',
      username: `${username}${seq}`,
      password: 'Mabuhay-2026!',
      confirmPassword: 'Mabuhay-2026!',
      mobileNum,
      countryDialingCode: '63',
      verificationCode: await lastCode(t.app, `+63${mobileNum}`),
      birthday,
      captcha: captcha.identifying,
      captchaId: captcha.captchaId,
      disclaimerAccepted: true,
      ...overrides,
    };
  }

  const register = (payload: object) =>
    t.app.inject({ method: 'PUT', url: '/wps/member/register', payload, remoteAddress: `10.78.0.${++seq % 250}` });

  return { nextMobile, form, register };
}
