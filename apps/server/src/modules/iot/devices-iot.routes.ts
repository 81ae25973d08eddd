import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addTimerAnswerSchema,
  commandListSchema,
  deviceStatusesAnswerSchema,
  deviceStatusesQuerySchema,
  deviceTimerSchema,
  fleetCheckSchema,
  iotDoneAnswerSchema,
  timerCategoriesSchema,
} from '@app/contracts';
import { requireCaller, type PermissionNeed } from '../../plugins/caller';
import type { DevicesIotService } from './devices-iot.service';

const uidParams = z.object({ uid: z.string().min(1).max(64) });
const categoryParams = uidParams.extend({ category: z.string().min(1).max(64) });
const groupParams = categoryParams.extend({ group: z.string().min(1).max(32) });
const uidList = z.array(z.string().min(1).max(64)).max(30, 'at most 30 device uids per call');

/** The devicesIot API (docs/product.md#iot-limits-and-quota): every call scoped, permission-checked, logged and counted by DevicesIotService. */
export async function devicesIotRoutes(
  app: FastifyInstance,
  { devicesIot }: { devicesIot: DevicesIotService },
) {
  // No IoT log row written after its answer is left behind by a clean stop.
  app.addHook('onClose', () => devicesIot.settled());
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['devicesIot'];
  // DEVICE_MANAGEMENT at service level, checked by the caller plugin; address-level records limit
  // which devices the service finds (docs/product.md#services-and-permissions).
  const read: PermissionNeed = { service: 'DEVICE_MANAGEMENT', op: 'read' };
  const update: PermissionNeed = { service: 'DEVICE_MANAGEMENT', op: 'update' };

  r.post(
    '/api/devicesIot',
    {
      schema: {
        tags,
        body: uidList,
        querystring: deviceStatusesQuerySchema,
        response: { 200: deviceStatusesAnswerSchema },
        description:
          'Live status of up to 30 devices; uids the caller may not see are absent. The provider token never leaves the server. ' +
          "While push is on, a device whose stored status is younger than its account's status frequency is answered from the store " +
          '(source \'stored\', no provider call); refresh=true ("read now") reads every device through the provider.',
      },
      config: { permission: read, objectName: 'devicesIot' },
    },
    async (request) =>
      devicesIot.statuses(requireCaller(request), request.body, request.query.refresh === 'true'),
  );

  r.post(
    '/api/devicesIot/:uid/commands',
    {
      schema: { tags, params: uidParams, body: commandListSchema, response: { 200: iotDoneAnswerSchema } },
      config: { permission: update, objectName: 'commands' },
    },
    async (request) => devicesIot.sendCommands(requireCaller(request), request.params.uid, request.body),
  );

  r.get(
    '/api/devicesIot/:uid/timers',
    {
      schema: { tags, params: uidParams, response: { 200: timerCategoriesSchema } },
      config: { permission: read },
    },
    async (request) => devicesIot.timers(requireCaller(request), request.params.uid),
  );

  r.post(
    '/api/devicesIot/:uid/timers',
    {
      schema: { tags, params: uidParams, body: deviceTimerSchema, response: { 200: addTimerAnswerSchema } },
      config: { permission: update, objectName: 'timer' },
    },
    async (request) => devicesIot.addTimer(requireCaller(request), request.params.uid, request.body),
  );

  r.delete(
    '/api/devicesIot/:uid/timers',
    {
      schema: { tags, params: uidParams, response: { 200: iotDoneAnswerSchema } },
      config: { permission: update },
    },
    async (request) => devicesIot.deleteTimers(requireCaller(request), request.params.uid, {}),
  );
  r.delete(
    '/api/devicesIot/:uid/timers/categories/:category',
    {
      schema: { tags, params: categoryParams, response: { 200: iotDoneAnswerSchema } },
      config: { permission: update },
    },
    async (request) => devicesIot.deleteTimers(requireCaller(request), request.params.uid, request.params),
  );
  r.delete(
    '/api/devicesIot/:uid/timers/categories/:category/groups/:group',
    {
      schema: { tags, params: groupParams, response: { 200: iotDoneAnswerSchema } },
      config: { permission: update },
    },
    async (request) => devicesIot.deleteTimers(requireCaller(request), request.params.uid, request.params),
  );

  r.get(
    '/api/devicesIot/globalCheck/:refresh',
    {
      schema: {
        tags,
        params: z.object({ refresh: z.enum(['true', 'false']) }),
        response: { 200: fleetCheckSchema },
        description:
          "Fleet health of the caller's devices: counts per level (danger, warning, success) and the devices in danger. " +
          'true asks the provider now (one logged, counted call per 30 devices); false uses the latest stored status of each device.',
      },
      config: { permission: read },
    },
    async (request) => devicesIot.globalCheck(requireCaller(request), request.params.refresh === 'true'),
  );
}
