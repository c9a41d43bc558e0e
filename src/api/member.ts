import type { MemberIconValue, MemberInfoValue } from '../../contracts/session';
import { UPLOAD_TIMEOUT_MS, type Http } from './http';

const ICON = '/wps/member/info/icon';

export function memberApi(http: Http) {
  return {
    info: () => http.request<MemberInfoValue>({ method: 'GET', url: '/wps/member/info' }),
    /** The player's own picture (SPEC's head icon): NOT_FOUND when there is none. */
    icon: () => http.blob(ICON),
    /** multipart/form-data: the picture as `icon`; answers its new version. */
    setIcon: (picture: Blob) => {
      const form = new FormData();
      form.append('icon', picture, 'icon');
      return http.request<MemberIconValue>({ method: 'POST', url: ICON, data: form, timeout: UPLOAD_TIMEOUT_MS });
    },
    removeIcon: () => http.request<null>({ method: 'DELETE', url: ICON }),
  };
}
