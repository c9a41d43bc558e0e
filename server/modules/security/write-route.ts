import { Type, type TSchema } from 'typebox';
import { requireRealMember } from '../../http/auth';
import { bearerAuth, responses } from '../../http/route-schema';

/**
 * The options of a security-centre write that answers nothing but success: real players only (a
 * trial account has nothing to protect), the body encrypted (it carries the login or payment
 * password), and the module id the client names the screen by (contracts/security-modules.ts).
 */
export function securityWrite<Query extends TSchema, Body extends TSchema>(summary: string, querystring: Query, body: Body) {
  return {
    schema: { tags: ['security'], summary, security: bearerAuth, querystring, body, response: responses(Type.Null()) },
    config: { encryptedBody: true },
    preHandler: requireRealMember,
  };
}
