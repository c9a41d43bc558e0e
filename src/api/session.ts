import type { LoginBody, LoginValue, TrialValue } from '../../contracts/session';
import type { Http } from './http';

export function sessionApi(http: Http) {
  return {
    login: (body: LoginBody) => http.request<LoginValue>({ method: 'POST', url: '/wps/session/login', data: body }),
    loginFreePlay: () => http.request<TrialValue>({ method: 'POST', url: '/wps/session/login/freeplay' }),
    logout: () => http.request<unknown>({ method: 'DELETE', url: '/wps/session/logout' }),
  };
}
