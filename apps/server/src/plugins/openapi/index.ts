import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_VERSION } from '@app/contracts';
import type { AppConfig } from '../../config/config';
import { documentTransforms } from './document';

/**
 * The OpenAPI document is generated from the routes' zod schemas, with operationIds, tags, named
 * schemas, error answers and security derived from the routes (docs/decisions/047). It is published
 * at /v3/api-docs (and the UI at /swagger-ui) only when API_DOCS is on.
 */
export const openApiPlugin = fp(async (app: FastifyInstance, { config }: { config: AppConfig }) => {
  await app.register(swagger, {
    openapi: {
      // 3.1: JSON Schema 2020-12, so a nullable reference is anyOf [$ref, null] (3.0 cannot say it).
      openapi: '3.1.0',
      info: {
        title: 'Purifier Backoffice API',
        version: APP_VERSION,
        description:
          'The back office of connected air purifiers. Lists page with page, size and sort and answer ' +
          'X-Total-Count and a Link header; every error is an RFC 7807 problem. See docs/integrations.md.',
        license: { name: 'Proprietary', url: 'https://example.invalid/license' },
      },
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The id_token of POST /api/authenticate',
          },
          apiKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-API-Key',
            description: 'An API key of the account (also accepted as Authorization: ApiKey <key>)',
          },
        },
      },
      security: [{ bearer: [] }],
    },
    ...documentTransforms(),
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
