import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commandListSchema,
  countByLevel,
  deviceCondition,
  deviceTimerSchema,
  type DeviceLiveStatus,
} from '@app/contracts';
import type { AuditService } from '../audit/audit.service';
import type { IotGateway } from './iot-gateway';
import type { IotDeviceAccess } from './iot-device-access';
import type { LatestStatusRepository } from './latest-status.repository';

const uidParams = z.object({ uid: z.string().min(1).max(64) });
const categoryParams = uidParams.extend({ category: z.string().min(1).max(64) });
const groupParams = categoryParams.extend({ group: z.string().min(1).max(32) });
const uidList = z.array(z.string().min(1).max(64)).max(30, 'at most 30 device uids per call');

/** The devicesIot API (part 1 §7 'IoT'): every call scoped, permission-checked, logged and counted. */
export function registerDevicesIotRoutes(
  app: FastifyInstance,
  deps: { access: IotDeviceAccess; gateway: IotGateway; audit: AuditService; latest: LatestStatusRepository },
) {
  const { access, gateway, audit, latest } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['devicesIot'];

  r.post(
    '/api/devicesIot',
    {
      schema: {
        tags,
        body: uidList,
        description:
          'Live status of up to 30 devices; uids the caller may not see are absent. The provider token never leaves the server.',
      },
      config: { objectName: 'devicesIot' },
    },
    async (request) => {
      const caller = await access.caller(request);
      const visible = await access.visible(caller, request.body, 'read');
      const t = Date.now();
      if (!visible.length) return { success: true, t, result: { devices: [] } };
      const uids = visible.map((d) => d.uid);
      const { result } = await gateway.call(caller.account?.id ?? null, 'STATUS', { uids }, (p) =>
        p.getStatuses(uids),
      );
      return { success: true, t, result: { devices: result } };
    },
  );

  r.post(
    '/api/devicesIot/:uid/commands',
    { schema: { tags, params: uidParams, body: commandListSchema }, config: { objectName: 'commands' } },
    async (request) => {
      const caller = await access.caller(request);
      const device = await access.one(caller, request.params.uid, 'update');
      await gateway.call(
        caller.account?.id ?? null,
        'COMMAND',
        { uid: device.uid, commands: request.body },
        (p) => p.sendCommands(device.uid, request.body),
      );
      await audit.record(caller.login, 'DEVICE_COMMAND', {
        uid: device.uid,
        commands: JSON.stringify(request.body),
      });
      return { success: true, result: true };
    },
  );

  r.get('/api/devicesIot/:uid/timers', { schema: { tags, params: uidParams } }, async (request) => {
    const caller = await access.caller(request);
    const device = await access.one(caller, request.params.uid, 'read');
    const { result } = await gateway.call(caller.account?.id ?? null, 'GET_TIMER', { uid: device.uid }, (p) =>
      p.getTimers(device.uid),
    );
    return result;
  });

  r.post(
    '/api/devicesIot/:uid/timers',
    { schema: { tags, params: uidParams, body: deviceTimerSchema }, config: { objectName: 'timer' } },
    async (request) => {
      const caller = await access.caller(request);
      const device = await access.one(caller, request.params.uid, 'update');
      const { result } = await gateway.call(
        caller.account?.id ?? null,
        'ADD_TIMER',
        { uid: device.uid, timer: request.body },
        (p) => p.addTimer(device.uid, request.body),
      );
      await audit.record(caller.login, 'TIMER_CHANGED', {
        uid: device.uid,
        action: 'add',
        category: request.body.category,
      });
      return { success: true, result };
    },
  );

  const deleteTimers = async (
    request: { params: { uid: string; category?: string; group?: string } } & Parameters<
      IotDeviceAccess['caller']
    >[0],
  ) => {
    const caller = await access.caller(request);
    const device = await access.one(caller, request.params.uid, 'update');
    const { category, group } = request.params;
    const scope = category ? (group ? { category, group } : { category }) : {};
    await gateway.call(caller.account?.id ?? null, 'DELETE_TIMER', { uid: device.uid, ...scope }, (p) =>
      p.deleteTimers(device.uid, scope),
    );
    await audit.record(caller.login, 'TIMER_CHANGED', {
      uid: device.uid,
      action: 'delete',
      category: category ?? '*',
      group: group ?? '*',
    });
    return { success: true, result: true };
  };
  r.delete('/api/devicesIot/:uid/timers', { schema: { tags, params: uidParams } }, (request) =>
    deleteTimers(request),
  );
  r.delete(
    '/api/devicesIot/:uid/timers/categories/:category',
    { schema: { tags, params: categoryParams } },
    (request) => deleteTimers(request),
  );
  r.delete(
    '/api/devicesIot/:uid/timers/categories/:category/groups/:group',
    { schema: { tags, params: groupParams } },
    (request) => deleteTimers(request),
  );

  r.get(
    '/api/devicesIot/globalCheck/:refresh',
    {
      schema: {
        tags,
        params: z.object({ refresh: z.enum(['true', 'false']) }),
        description:
          "Fleet health of the caller's devices: counts per level (danger, warning, success) and the devices in danger. " +
          'true asks the provider now (one logged, counted call per 30 devices); false uses the latest stored status of each device.',
      },
    },
    async (request) => {
      const caller = await access.caller(request);
      const uids = await latest.uidsInScope(caller);
      const visible = await access.visible(caller, uids, 'read');
      let statuses: DeviceLiveStatus[] = [];
      if (request.params.refresh === 'true') {
        for (let i = 0; i < visible.length; i += 30) {
          const batch = visible.slice(i, i + 30).map((d) => d.uid);
          statuses.push(
            ...(
              await gateway.call(caller.account?.id ?? null, 'STATUS', { uids: batch }, (p) =>
                p.getStatuses(batch),
              )
            ).result,
          );
        }
      } else {
        statuses = await latest.latestStatuses(visible.map((d) => d.id));
      }
      const conditions = statuses.map((s) => ({ uid: s.id, ...deviceCondition(s) }));
      return {
        refreshed: request.params.refresh === 'true',
        total: visible.length,
        unknown: visible.length - statuses.length,
        counts: countByLevel(conditions),
        danger: conditions
          .filter((c) => c.level === 'danger')
          .map((c) => ({ uid: c.uid, highlighted: c.highlighted })),
      };
    },
  );
}
