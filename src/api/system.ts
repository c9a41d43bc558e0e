import type { ConsolidatedSettingsValue, Country, StatusValue, WhitelabelValue } from '../../contracts/system';
import type { Http } from './http';

export function systemApi(http: Http) {
  return {
    status: () => http.request<StatusValue>({ method: 'GET', url: '/wps/system/status' }),
    settings: () => http.request<ConsolidatedSettingsValue>({ method: 'GET', url: '/wps/system/settings/consolidated' }),
    countries: () => http.request<Country[]>({ method: 'GET', url: '/wps/system/country' }),
    whitelabel: () => http.request<WhitelabelValue>({ method: 'GET', url: '/wps/system/whitelabel' }),
  };
}
