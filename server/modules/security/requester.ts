import type { FastifyRequest } from 'fastify';
import { deviceCookie } from '../session/trusted-devices';
import type { Requester } from './login-password';

/** Who makes a security change: their address and the device cookie their browser sends with it. */
export function requesterOf(request: FastifyRequest): Requester {
  return { ip: request.ip, device: deviceCookie(request) };
}
