import type { ConsolidatedSettingsValue, Country, DomainRouteValue, StatusValue, WhitelabelValue } from '../../contracts/system';
import type { Http } from './http';

export function systemApi(http: Http) {
  return {
    status: () => http.request<StatusValue>({ method: 'GET', url: '/wps/system/status' }),
    whitelabel: () => http.request<WhitelabelValue>({ method: 'GET', url: '/wps/system/whitelabel' }),
    settings: () =>
      http.request<ConsolidatedSettingsValue>({ method: 'GET', url: '/wps/system/settings/consolidated' }),
    domainRoute: () => http.request<DomainRouteValue>({ method: 'GET', url: '/wps/system/domainRoute' }),
    countries: () => http.request<Country[]>({ method: 'GET', url: '/wps/system/country' }),
  };
}
