import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { allows, resolvePermission } from '@app/contracts';
import type { AppDatabase } from '../../db/client';
import { forbidden } from '../../lib/app-error';
import type { IotDeviceAccess } from './iot-device-access';
import { rowsOf } from '../../lib/sql-rows';

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
 * SQL to secondsInterval (UTC); each bucket carries the last status of its interval. Reads the
 * (device_uid, log_time) index range only.
 */
export function registerHistoryRoutes(app: FastifyInstance, db: AppDatabase, access: IotDeviceAccess) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/device-status-logs/uuid/:uid',
    {
      schema: {
        tags: ['device-status-log'],
        params: z.object({ uid: z.string().min(1).max(64) }),
        querystring: query,
      },
      config: { objectName: 'history' },
    },
    async (request) => {
      const caller = await access.caller(request);
      if (!caller.isSuperUser && !allows(resolvePermission(caller, 'STATISTICS_MANAGEMENT'), 'read')) {
        throw forbidden('Your STATISTICS_MANAGEMENT permission does not allow read');
      }
      const device = await access.one(caller, request.params.uid, 'read');
      const { start, end, secondsInterval: step } = request.query;
      const result = await db.execute(sql`
        select distinct on (bucket) to_timestamp(floor(extract(epoch from log_time) / ${step}) * ${step}) as log_time, bucket, online, payload
        from (select log_time, online, payload, floor(extract(epoch from log_time) / ${step}) as bucket
              from device_status_log
              where device_uid = ${device.uid} and log_time >= ${new Date(start)} and log_time < ${new Date(end)}) s
        order by bucket, s.log_time desc`);
      return rowsOf<{ log_time: Date | string; online: boolean; payload: string | null }>(result).map(
        (r) => ({
          logTime: new Date(r.log_time).toISOString(),
          online: r.online,
          payload: r.payload,
        }),
      );
    },
  );
}
