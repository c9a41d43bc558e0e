import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  OpsAccessChange,
  OpsAccessSettings,
  OpsPaymentChannel,
  OpsPaymentChannelChange,
  OpsPaymentChannelList,
  OpsPaymentChannelParams,
  OpsRegistrationFieldParams,
  OpsRegistrationFieldRule,
  OpsRegistrationFields,
  OpsWhitelabelFlags,
} from '../../../contracts/content-ops';
import { OpsWhitelabelBody, OpsWhitelabelParams } from '../../../contracts/operator';
import { ok } from '../../http/envelope';
import { bearerAuth, responses } from '../../http/route-schema';
import { staffGuard, staffOf } from '../staff/guard';
import {
  accessSettings,
  changeAccess,
  changePaymentChannel,
  paymentChannels,
  registrationFields,
  setRegistrationField,
  switchWhitelabelFlag,
  whitelabelFlags,
} from './settings';

const tags = ['settings'];
/** The console works during maintenance (it is how maintenance is ended). */
const config = { access: 'open' as const };
const security = bearerAuth;
const preHandler = staffGuard('settings.edit');

/** The platform's settings under /ops/api/settings/ (settings.edit): each change audited, live on the players' next request. */
export const settingsOpsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/ops/api/settings/access',
    {
      schema: {
        tags,
        summary: 'Maintenance and the restricted networks, and where each comes from',
        security,
        response: responses(OpsAccessSettings),
      },
      config,
      preHandler,
    },
    async () => ok(await accessSettings(app.ctx)),
  );

  app.patch(
    '/ops/api/settings/access',
    {
      schema: {
        tags,
        summary: 'Maintenance on or off, and/or the whole list of restricted IPs and CIDR blocks (status 1 and 2 on the next request)',
        security,
        body: OpsAccessChange,
        response: responses(OpsAccessSettings),
      },
      config,
      preHandler,
    },
    async (request) => ok(await changeAccess(app.ctx, staffOf(request), request.body)),
  );

  app.get(
    '/ops/api/settings/whitelabel',
    {
      schema: { tags, summary: 'Every whitelabel flag with its value', security, response: responses(OpsWhitelabelFlags) },
      config,
      preHandler,
    },
    async () => ok(await whitelabelFlags(app.ctx)),
  );

  app.put(
    '/ops/api/settings/whitelabel/:flag',
    {
      schema: {
        tags,
        summary: 'Switch one whitelabel flag (MANDATORYKYC3, the registration methods…)',
        security,
        params: OpsWhitelabelParams,
        body: OpsWhitelabelBody,
        response: responses(OpsWhitelabelFlags),
      },
      config,
      preHandler,
    },
    async (request) => ok(await switchWhitelabelFlag(app.ctx, staffOf(request), request.params.flag, request.body.on)),
  );

  app.get(
    '/ops/api/settings/registration',
    {
      schema: { tags, summary: 'The registration form’s fields as players get them', security, response: responses(OpsRegistrationFields) },
      config,
      preHandler,
    },
    async () => ok(await registrationFields(app.ctx)),
  );

  app.put(
    '/ops/api/settings/registration/:field',
    {
      schema: {
        tags,
        summary: 'One registration field’s rule: on, required, pattern, message, length',
        security,
        params: OpsRegistrationFieldParams,
        body: OpsRegistrationFieldRule,
        response: responses(OpsRegistrationFields),
      },
      config,
      preHandler,
    },
    async (request) => ok(await setRegistrationField(app.ctx, staffOf(request), request.params.field, request.body)),
  );

  app.delete(
    '/ops/api/settings/registration/:field',
    {
      schema: {
        tags,
        summary: 'Put one registration field back to the platform’s default',
        security,
        params: OpsRegistrationFieldParams,
        response: responses(OpsRegistrationFields),
      },
      config,
      preHandler,
    },
    async (request) => ok(await setRegistrationField(app.ctx, staffOf(request), request.params.field, null)),
  );

  app.get(
    '/ops/api/settings/payment-channels',
    {
      schema: {
        tags,
        summary: 'Every deposit channel, on or off, with its limits (centavos)',
        security,
        response: responses(OpsPaymentChannelList),
      },
      config,
      preHandler,
    },
    async () => ok({ list: await paymentChannels(app.ctx) }),
  );

  app.patch(
    '/ops/api/settings/payment-channels/:channelId',
    {
      schema: {
        tags,
        summary: 'A deposit channel on or off, its minimum, maximum and preset amounts (centavos)',
        security,
        params: OpsPaymentChannelParams,
        body: OpsPaymentChannelChange,
        response: responses(OpsPaymentChannel),
      },
      config,
      preHandler,
    },
    async (request) => ok(await changePaymentChannel(app.ctx, staffOf(request), request.params.channelId, request.body)),
  );
};
