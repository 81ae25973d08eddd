import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  notificationDtoSchema,
  notificationPreferencesSchema,
  notificationPushSchema,
  notificationQuerySchema,
  notificationReadSchema,
  unreadCountSchema,
} from '@app/contracts';
import { setPaginationHeaders } from '../../lib/pagination-headers';
import { requirePrincipal } from '../../plugins/caller';
import type { NotificationsService } from './notifications.service';

/**
 * GET api/notifications, GET api/notifications/unread-count, POST api/notifications/read,
 * GET/PUT api/notification-preferences: any signed-in user, its own data only.
 */
export async function notificationsRoutes(
  app: FastifyInstance,
  { notifications }: { notifications: NotificationsService },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'authenticated' as const };
  typed.get(
    '/api/notifications',
    {
      config,
      schema: {
        tags: ['notifications'],
        querystring: notificationQuerySchema,
        response: { 200: z.array(notificationDtoSchema) },
      },
    },
    async (request, reply) => {
      const { page, size } = request.query;
      const { total, list } = await notifications.list(requirePrincipal(request).userId, request.query);
      setPaginationHeaders(request, reply, page, size, total);
      return list;
    },
  );
  typed.get(
    '/api/notifications/unread-count',
    { config, schema: { tags: ['notifications'], response: { 200: unreadCountSchema } } },
    async (request) => ({ unread: await notifications.unreadCount(requirePrincipal(request).userId) }),
  );
  typed.post(
    '/api/notifications/read',
    {
      config,
      schema: {
        tags: ['notifications'],
        body: notificationReadSchema,
        response: { 200: notificationPushSchema },
      },
    },
    async (request) => notifications.markRead(requirePrincipal(request).userId, request.body),
  );
  typed.get(
    '/api/notification-preferences',
    { config, schema: { tags: ['notifications'], response: { 200: notificationPreferencesSchema } } },
    async (request) => notifications.preferences(requirePrincipal(request).userId),
  );
  typed.put(
    '/api/notification-preferences',
    {
      config,
      schema: {
        tags: ['notifications'],
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (request) => notifications.savePreferences(requirePrincipal(request).userId, request.body),
  );
}
