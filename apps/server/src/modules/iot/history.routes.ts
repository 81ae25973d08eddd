import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deviceHistorySchema } from '@app/contracts';
import { requireCaller } from '../../plugins/caller';
import type { DeviceHistoryService } from './history.service';

const MAX_RANGE_MS = 366 * 24 * 3600_000;

const query = z
  .object({
    start: z.iso.datetime({ offset: true }),
    end: z.iso.datetime({ offset: true }),
    secondsInterval: z.coerce.number().int().min(60).max(86_400).default(7200),
  })
  .refine((q) => Date.parse(q.end) > Date.parse(q.start), {
    path: ['end'],
    message: 'end must be after start',
  })
  .refine((q) => Date.parse(q.end) - Date.parse(q.start) <= MAX_RANGE_MS, {
    path: ['end'],
    message: 'the range is at most one year',
  });

/**
 * GET api/device-status-logs/uuid/{uid}?start&end&secondsInterval: a device's history bucketed in
 * SQL to secondsInterval (UTC); each bucket carries the last status of its interval.
 */
export async function historyRoutes(app: FastifyInstance, { history }: { history: DeviceHistoryService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/device-status-logs/uuid/:uid',
    {
      schema: {
        tags: ['device-status-log'],
        params: z.object({ uid: z.string().min(1).max(64) }),
        querystring: query,
        response: { 200: deviceHistorySchema },
      },
      config: {
        permission: [
          { service: 'STATISTICS_MANAGEMENT', op: 'read' },
          { service: 'DEVICE_MANAGEMENT', op: 'read' },
        ],
        objectName: 'history',
      },
    },
    async (request) => history.history(requireCaller(request), request.params.uid, request.query),
  );
}
