import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { STAFF_DEVICE_PATTERN, type StaffPermission } from '../../../contracts/staff';
import { errors } from '../../http/app-error';
import { bearerToken } from '../../http/auth';
import { appendAudit } from '../audit/log';
import { authenticateStaff, type StaffIdentity } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    staff?: StaffIdentity;
  }
}

const DEVICE = new RegExp(STAFF_DEVICE_PATTERN);

/** The random id the console keeps for its device (sent as X-Staff-Device); null when absent or malformed. */
export function staffDevice(request: FastifyRequest): string | null {
  const value = request.headers['x-staff-device'];
  return typeof value === 'string' && DEVICE.test(value) ? value : null;
}

/** preHandler for console routes any signed-in staff member may call (who am I, sign out). */
export const requireStaff: preHandlerAsyncHookHandler = async function (request) {
  const token = bearerToken(request);
  if (!token) throw errors.unauthenticated();
  request.staff = await authenticateStaff(request.server.ctx, token, staffDevice(request));
};

/**
 * preHandler for a console route that needs `permission`: 401 UNAUTHENTICATED without a live
 * session for this device, 403 FORBIDDEN without the permission. A refusal is audited and
 * changes nothing else (the handler never runs).
 */
export function staffGuard(permission: StaffPermission): preHandlerAsyncHookHandler {
  return async function (request, reply) {
    await requireStaff.call(this, request, reply);
    const staff = request.staff!;
    if (staff.permissions.includes(permission)) return;
    await appendAudit(request.server.ctx.db, {
      kind: 'staff.refused',
      actor: `staff:${staff.staffId}`,
      data: { permission, method: request.method, route: request.routeOptions.url ?? null },
    });
    throw errors.featureUnavailable();
  };
}

/** The staff member a guarded route serves. */
export function staffOf(request: FastifyRequest): StaffIdentity {
  if (!request.staff) throw errors.unauthenticated();
  return request.staff;
}
