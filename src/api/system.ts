import type { ConsolidatedSettingsValue, Country, StatusValue } from '../../contracts/system';
import type { Http } from './http';

/**
 * A help-center topic (SPEC §3 "Help topic"): plain-text paragraphs, optional sub-topics. The
 * server route is new and has no contract type yet, so the shape is written here.
 */
export interface HelpTopic {
  title: string;
  tag: string;
  content: string[];
  children: HelpTopic[];
}

export function systemApi(http: Http) {
  return {
    status: () => http.request<StatusValue>({ method: 'GET', url: '/wps/system/status' }),
    settings: () =>
      http.request<ConsolidatedSettingsValue>({ method: 'GET', url: '/wps/system/settings/consolidated' }),
    countries: () => http.request<Country[]>({ method: 'GET', url: '/wps/system/country' }),
    /** `lang` is the server's language code (EN, TY, ...). */
    helpCenter: (lang: string) =>
      http.request<HelpTopic[]>({ method: 'GET', url: '/wps/system/helpCenter', params: { lang, device: 'MOBILE' } }),
  };
}
