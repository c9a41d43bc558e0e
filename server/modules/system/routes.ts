import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ConsolidatedSettingsValue, Country, DomainRouteValue, StatusValue, WhitelabelValue } from '../../../contracts/system';
import { ok } from '../../http/envelope';
import { responses } from '../../http/route-schema';
import { countryList } from './countries';
import { networkMatcher, systemStatus } from './status';

export const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app.ctx;
  const isRestricted = networkMatcher(config.restrictedNetworks);
  const merchant = () => app.ctx.merchants.get(config.merchantCode);

  app.get(
    '/wps/system/status',
    {
      schema: {
        tags: ['system'],
        summary: 'System status: 0 normal, 1 maintenance, 2 region restricted',
        response: responses(StatusValue),
      },
    },
    async (request) => {
      const { settings } = await merchant();
      const regionRestriction = isRestricted(request.ip);
      return ok({
        status: systemStatus(config.maintenance, regionRestriction),
        maintenance: config.maintenance,
        regionRestriction,
        location: { ip: request.ip },
        info: {
          mainDomain: settings.mainDomain,
          mobileTemplate: settings.mobileTemplate,
          imageCDNs: settings.imageCDNs,
          register: settings.directRegistration,
        },
      });
    },
  );

  app.get(
    '/wps/system/whitelabel',
    { schema: { tags: ['system'], summary: 'Whitelabel feature flags', response: responses(WhitelabelValue) } },
    async () => ok((await merchant()).settings.whitelabel),
  );

  app.get(
    '/wps/system/settings/consolidated',
    {
      schema: { tags: ['system'], summary: 'Merchant settings the client needs at start', response: responses(ConsolidatedSettingsValue) },
    },
    async () => {
      const m = await merchant();
      const s = m.settings;
      return ok({
        merchantCode: m.code,
        currency: m.currency,
        currencySymbol: m.currencySymbol,
        defaultLanguage: s.defaultLanguage,
        languages: s.languages,
        directRegistration: s.directRegistration,
        mobileVerificationLogin: s.mobileVerificationLogin,
        minimumAge: s.minimumAge,
        appWindow: s.appWindow,
        customerService: s.customerService,
        resources: s.resources,
        socialLinks: s.socialLinks,
      });
    },
  );

  app.get(
    '/wps/system/domainRoute',
    { schema: { tags: ['system'], summary: 'Domains and image CDNs', response: responses(DomainRouteValue) } },
    async () => {
      const { settings } = await merchant();
      return ok({ mainDomain: settings.mainDomain, domains: settings.domains, imageCDNs: settings.imageCDNs });
    },
  );

  app.get(
    '/wps/system/country',
    { schema: { tags: ['system'], summary: 'Countries with dialing codes', response: responses(Type.Array(Country)) } },
    async () => ok(countryList()),
  );
};
