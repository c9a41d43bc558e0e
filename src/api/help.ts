import type { HelpTopic } from '../../contracts/help';
import type { Http } from './http';

export type { HelpTopic } from '../../contracts/help';

/** The help centre (SPEC §3 "Help topic"). */
export function helpApi(http: Http) {
  return {
    /** `lang` is the server's language code (EN, TY, ...). */
    topics: (lang: string) =>
      http.request<HelpTopic[]>({ method: 'GET', url: '/wps/system/helpCenter', params: { lang, device: 'MOBILE' } }),
  };
}
