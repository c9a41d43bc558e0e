import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  StaffAccount,
  StaffCreateBody,
  StaffCreated,
  StaffDeviceHeaders,
  StaffEnrolBody,
  StaffList,
  StaffLoginBody,
  StaffLoginValue,
  StaffMe,
  StaffParams,
  StaffResetBody,
  StaffUpdateBody,
} from '../../../contracts/staff';
import { bearerToken } from '../../http/auth';
import { ok } from '../../http/envelope';
import { bearerAuth, costlyToAnswer, responses } from '../../http/route-schema';
import { appendAudit } from '../audit/log';
import { requireStaff, staffGuard, staffOf } from './guard';
import { createStaff, resetStaff, staffAccounts, updateStaff } from './management';
import { endStaffSession, meOf } from './sessions';
import { enrol, signIn } from './sign-in';

const tags = ['staff'];

/** The console works during maintenance and from any network the platform answers (it has its own sign-in). */
const open = { access: 'open' as const };

/** The back-office console's sign-in and its staff accounts, under /ops/api/. */
export const staffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/ops/api/session',
    {
      schema: {
        tags,
        summary: 'Console sign-in: password, then the TOTP code (or the authenticator enrolment at the first sign-in)',
        headers: StaffDeviceHeaders,
        body: StaffLoginBody,
        response: responses(StaffLoginValue),
      },
      config: { ...open, ...costlyToAnswer },
    },
    async (request) => ok(await signIn(app.ctx, request.body, { ip: request.ip, device: request.headers['x-staff-device'] })),
  );

  app.post(
    '/ops/api/session/enrol',
    {
      schema: {
        tags,
        summary: 'First sign-in: the first code of the new authenticator (and the new password); answers the session',
        headers: StaffDeviceHeaders,
        body: StaffEnrolBody,
        response: responses(StaffLoginValue),
      },
      config: { ...open, ...costlyToAnswer },
    },
    async (request) => ok(await enrol(app.ctx, request.body, { ip: request.ip, device: request.headers['x-staff-device'] })),
  );

  app.get(
    '/ops/api/me',
    {
      schema: { tags, summary: 'Who is signed in to the console', security: bearerAuth, response: responses(StaffMe) },
      preHandler: requireStaff,
    },
    async (request) => ok(meOf(staffOf(request))),
  );

  app.delete(
    '/ops/api/session',
    {
      schema: { tags, summary: 'Console sign-out', security: bearerAuth, response: responses(Type.Null()) },
      preHandler: requireStaff,
      config: open,
    },
    async (request) => {
      const staffId = await endStaffSession(app.ctx, bearerToken(request)!);
      if (staffId !== null) await appendAudit(app.ctx.db, { kind: 'staff.signed_out', actor: `staff:${staffId}`, data: {} });
      return ok(null);
    },
  );

  app.get(
    '/ops/api/staff',
    {
      schema: { tags, summary: 'Every staff account (admin)', security: bearerAuth, response: responses(StaffList) },
      preHandler: staffGuard('staff.manage'),
    },
    async () => ok({ list: await staffAccounts(app.ctx.db) }),
  );

  app.post(
    '/ops/api/staff',
    {
      schema: {
        tags,
        summary: 'A new staff account (admin); its one-time password is shown once',
        security: bearerAuth,
        body: StaffCreateBody,
        response: responses(StaffCreated),
      },
      preHandler: staffGuard('staff.manage'),
      config: open,
    },
    async (request) => ok(await createStaff(app.ctx.db, staffOf(request), request.body)),
  );

  app.patch(
    '/ops/api/staff/:staffId',
    {
      schema: {
        tags,
        summary: 'Change a staff account’s roles, or disable it (its sessions end) (admin)',
        security: bearerAuth,
        params: StaffParams,
        body: StaffUpdateBody,
        response: responses(StaffAccount),
      },
      preHandler: staffGuard('staff.manage'),
      config: open,
    },
    async (request) => ok(await updateStaff(app.ctx.db, staffOf(request), request.params.staffId, request.body)),
  );

  app.post(
    '/ops/api/staff/:staffId/reset',
    {
      schema: {
        tags,
        summary: 'Reset a staff account’s sign-in: a new one-time password, the authenticator enrolled again, its sessions ended (admin)',
        security: bearerAuth,
        params: StaffParams,
        body: StaffResetBody,
        response: responses(StaffCreated),
      },
      preHandler: staffGuard('staff.manage'),
      config: open,
    },
    async (request) => ok(await resetStaff(app.ctx.db, staffOf(request), request.params.staffId, request.body.reason)),
  );
};
