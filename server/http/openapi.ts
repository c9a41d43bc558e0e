import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/**
 * Every route's schema, published as OpenAPI. Registered before the routes so it sees them;
 * the reading room at /docs exists in sandbox mode only.
 */
export async function registerOpenApi(app: FastifyInstance, withUi: boolean): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Platform API', version: '1.0.0', description: 'The /wps API of the player client. Money is in integer centavos.' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
  });
  if (withUi) {
    await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  }
}
