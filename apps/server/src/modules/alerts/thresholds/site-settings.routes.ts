import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  openingHoursSchema,
  settingsOwnerParamsSchema,
  thresholdPresetsSchema,
  thresholdUpdateSchema,
  thresholdViewSchema,
} from '@app/contracts';
import { requireCaller, type PermissionNeed } from '../../../plugins/caller';
import type { SiteSettingsService } from './site-settings.service';
import type { SettingsOwner } from './site-settings-store.repository';

/**
 * Thresholds of accounts and sites, opening hours of sites (docs/decisions/040). DEVICE_MANAGEMENT
 * read to read, update to change; the account or site must be in the caller's scope (else 404).
 */
export async function siteSettingsRoutes(
  app: FastifyInstance,
  { settings }: { settings: SiteSettingsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['alerts'];
  const read: PermissionNeed = { service: 'DEVICE_MANAGEMENT', op: 'read' };
  const update: PermissionNeed = { service: 'DEVICE_MANAGEMENT', op: 'update' };
  const params = settingsOwnerParamsSchema;

  r.get(
    '/api/thresholds/presets',
    {
      schema: {
        tags,
        response: { 200: thresholdPresetsSchema },
        description: 'The named threshold presets.',
      },
      config: { permission: read, objectName: 'thresholds' },
    },
    async () => settings.presets(),
  );

  const owners: [string, (id: number) => SettingsOwner][] = [
    ['accounts', (id) => ({ accountId: id })],
    ['addresses', (id) => ({ addressId: id })],
  ];
  for (const [path, ownerOf] of owners) {
    r.get(
      `/api/${path}/:id/thresholds`,
      {
        schema: {
          tags,
          params,
          response: { 200: thresholdViewSchema },
          description: 'The overrides stored here, the thresholds inherited from above and those in force.',
        },
        config: { permission: read, objectName: 'thresholds' },
      },
      async (request) => settings.thresholds(requireCaller(request), ownerOf(request.params.id)),
    );
    r.put(
      `/api/${path}/:id/thresholds`,
      {
        schema: { tags, params, body: thresholdUpdateSchema, response: { 200: thresholdViewSchema } },
        config: { permission: update, objectName: 'thresholds' },
      },
      async (request) =>
        settings.saveThresholds(requireCaller(request), ownerOf(request.params.id), request.body.overrides),
    );
    r.delete(
      `/api/${path}/:id/thresholds`,
      {
        schema: {
          tags,
          params,
          response: { 204: z.undefined().describe('The overrides are removed: the inherited ones apply.') },
        },
        config: { permission: update, objectName: 'thresholds' },
      },
      async (request, reply) => {
        await settings.resetThresholds(requireCaller(request), ownerOf(request.params.id));
        return reply.code(204).send();
      },
    );
  }

  r.get(
    '/api/addresses/:id/opening-hours',
    {
      schema: {
        tags,
        params,
        response: {
          200: openingHoursSchema,
          204: z.undefined().describe('The site has no opening hours: it is open at all times.'),
        },
      },
      config: { permission: read, objectName: 'openingHours' },
    },
    async (request, reply) => {
      const hours = await settings.openingHours(requireCaller(request), request.params.id);
      return hours ? hours : reply.code(204).send();
    },
  );
  r.put(
    '/api/addresses/:id/opening-hours',
    {
      schema: { tags, params, body: openingHoursSchema, response: { 200: openingHoursSchema } },
      config: { permission: update, objectName: 'openingHours' },
    },
    async (request) => settings.saveOpeningHours(requireCaller(request), request.params.id, request.body),
  );
  r.delete(
    '/api/addresses/:id/opening-hours',
    {
      schema: {
        tags,
        params,
        response: { 204: z.undefined().describe('The hours are removed: the site is open at all times.') },
      },
      config: { permission: update, objectName: 'openingHours' },
    },
    async (request, reply) => {
      await settings.deleteOpeningHours(requireCaller(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
