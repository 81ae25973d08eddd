import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@app/contracts';
import type { AppConfig } from '../config/config';

/**
 * The OpenAPI document is generated from the routes' zod schemas. It is published at
 * /v3/api-docs (and the UI at /swagger-ui) only when API_DOCS is on.
 */
export const openApiPlugin = fp(async (app: FastifyInstance, { config }: { config: AppConfig }) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Purifier Backoffice API', version: APP_VERSION },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  if (!config.apiDocs) return;
  app.get('/v3/api-docs', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
  await app.register(swaggerUi, {
    routePrefix: '/swagger-ui',
    uiConfig: {
      url: '/v3/api-docs',
      // Runs in the browser (serialised by @fastify/swagger-ui): "Try it out" calls carry the
      // signed-in user's bearer token, which the web app keeps under this key (as JHipster does).
      requestInterceptor: function (request: { headers: Record<string, string> }) {
        const raw =
          localStorage.getItem('jhi-authenticationToken') ||
          sessionStorage.getItem('jhi-authenticationToken');
        const token = raw && raw.charAt(0) === '"' ? JSON.parse(raw) : raw;
        if (token && !request.headers.Authorization) request.headers.Authorization = 'Bearer ' + token;
        return request;
      },
    } as never,
  });
});
