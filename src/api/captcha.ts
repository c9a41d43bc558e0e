import type { CaptchaValue } from '../../contracts/account';
import type { Http } from './http';

/** The picture captcha (SPEC §3): a fresh one each call, spent by any use. */
export function captchaApi(http: Http) {
  return {
    get: () => http.request<CaptchaValue>({ method: 'GET', url: '/wps/captcha' }),
  };
}
