import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ConsolidatedSettingsValue, Country, DomainRouteValue, StatusValue, WhitelabelValue } from '../../../contracts/system';
import { ok } from '../../http/envelope';
import { responses } from '../../http/route-schema';
import { countryList } from './countries';
import { systemAnswers } from './answers';

export const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app.ctx;
  const answers = systemAnswers(app.ctx);
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
    async (request) => ok(await answers.status(request.ip)),
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
    async () => ok(await answers.settings()),
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
