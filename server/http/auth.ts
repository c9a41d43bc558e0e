import type { FastifyRequest } from 'fastify';
import { isRealMemberType } from '../../contracts/constants';
import { errors } from './app-error';
import { authenticate, type Authenticated } from '../modules/session/service';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Authenticated | null;
  }
  interface FastifyContextConfig {
    /**
     * The route serves a session that must choose a new password first (a password support gave
     * out): changing it, and reading who is logged in. Every other route refuses such a session.
     */
    beforePasswordChange?: boolean;
  }
}

/** The token travels only in the Authorization header, never in a URL or a cookie. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer ([A-Za-z0-9_-]{20,128})$/.exec(header);
  return match ? match[1]! : null;
}

/** preHandler for routes that need a logged-in player (real or trial). */
export async function requireSession(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw errors.unauthenticated();
  request.auth = await authenticate(request.server.ctx, token);
  if (request.auth.member.first_time_login && !request.routeOptions.config.beforePasswordChange) throw errors.passwordChangeRequired();
}

/** preHandler for routes closed to free/trial players (types other than 0, 1, 2). */
export async function requireRealMember(request: FastifyRequest): Promise<void> {
  await requireSession(request);
  if (!isRealMemberType(request.auth!.member.type)) {
    throw errors.trialForbidden();
  }
}

export function authedMember(request: FastifyRequest) {
  if (!request.auth) throw errors.unauthenticated();
  return request.auth.member;
}
