import type { MemberInfoValue } from '../../contracts/session';
import type { Http } from './http';

export function memberApi(http: Http) {
  return {
    info: () => http.request<MemberInfoValue>({ method: 'GET', url: '/wps/member/info' }),
  };
}
