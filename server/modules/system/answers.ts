import type { ConsolidatedSettingsValue, StatusValue } from '../../../contracts/system';
import type { AppContext } from '../../app-context';
import { sealServiceLinks } from './service-links';
import { systemStatus } from './status';

export interface SystemAnswers {
  /** The boot check for a caller at `ip` (SPEC §4). */
  status(ip: string): Promise<StatusValue>;
  /** The merchant settings the client needs at start. */
  settings(): Promise<ConsolidatedSettingsValue>;
}

/** The two answers a client starts with: served by their routes and put inside the page (web/page-answers.ts). */
export function systemAnswers({ config, merchants, access }: AppContext): SystemAnswers {
  const merchant = () => merchants.get(config.merchantCode);
  return {
    async status(ip) {
      const [{ settings }, { maintenance, isRestricted }] = await Promise.all([merchant(), access.current()]);
      const regionRestriction = isRestricted(ip);
      return {
        status: systemStatus(maintenance, regionRestriction),
        maintenance,
        regionRestriction,
        location: { ip },
        info: {
          mainDomain: settings.mainDomain,
          mobileTemplate: settings.mobileTemplate,
          imageCDNs: settings.imageCDNs,
          register: settings.directRegistration,
        },
      };
    },
    async settings() {
      const m = await merchant();
      const s = m.settings;
      return {
        merchantCode: m.code,
        currency: m.currency,
        currencySymbol: m.currencySymbol,
        defaultLanguage: s.defaultLanguage,
        languages: s.languages,
        directRegistration: s.directRegistration,
        mobileVerificationLogin: s.mobileVerificationLogin,
        minimumAge: s.minimumAge,
        appWindow: s.appWindow,
        customerService: await sealServiceLinks(s.customerService),
        resources: s.resources,
        socialLinks: s.socialLinks,
      };
    },
  };
}
