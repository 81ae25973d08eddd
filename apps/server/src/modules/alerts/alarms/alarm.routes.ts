import type { FastifyInstance } from 'fastify';
import { fileAnswer } from '../../../lib/api-schemas';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  alarmAssignSchema,
  alarmAssigneesSchema,
  alarmBadgesSchema,
  alarmClearSchema,
  alarmCommentSchema,
  alarmCountsSchema,
  alarmDetailSchema,
  alarmParamsSchema,
  alarmQuerySchema,
  alarmsByDeviceQuerySchema,
  alarmsSchema,
  type AlarmDetailDto,
} from '@app/contracts';
import { requireCaller, type PermissionNeed } from '../../../plugins/caller';
import type { Caller } from '../../access/caller';
import type { AlarmService } from './alarm.service';

/**
 * Alarms (docs/decisions/040): the list (newest first, X-Total-Count), its CSV, one alarm with its
 * timeline, the counts, the device rows' badges; acknowledge, assign, comment, clear by hand.
 * DEVICE_MANAGEMENT read to see, update to handle, on the alarm's device or site.
 */
export async function alarmRoutes(app: FastifyInstance, { alarms }: { alarms: AlarmService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['alerts'];
  const read = {
    permission: { service: 'DEVICE_MANAGEMENT', op: 'read' } as PermissionNeed,
    objectName: 'alarm',
  };
  const update = {
    permission: { service: 'DEVICE_MANAGEMENT', op: 'update' } as PermissionNeed,
    objectName: 'alarm',
  };

  r.get(
    '/api/alarms',
    { schema: { tags, querystring: alarmQuerySchema, response: { 200: alarmsSchema } }, config: read },
    async (request, reply) => {
      const { rows, total } = await alarms.list(requireCaller(request), request.query);
      reply.header('x-total-count', String(total));
      return rows;
    },
  );

  r.get(
    '/api/alarms.csv',
    {
      schema: {
        tags,
        querystring: alarmQuerySchema,
        description: 'The alarms of the list’s filters (page and size ignored, at most 10,000 rows) as CSV.',
        response: {
          200: fileAnswer(
            'text/csv',
            'The alarms, `;`-separated with a header (attachment; filename="alarms.csv")',
          ),
        },
      },
      config: read,
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="alarms.csv"')
        .send(await alarms.csv(requireCaller(request), request.query)),
  );

  r.get(
    '/api/alarms/counts',
    { schema: { tags, response: { 200: alarmCountsSchema } }, config: read },
    async (request) => alarms.counts(requireCaller(request)),
  );

  r.get(
    '/api/alarms/by-device',
    {
      schema: { tags, querystring: alarmsByDeviceQuerySchema, response: { 200: alarmBadgesSchema } },
      config: read,
    },
    async (request) => alarms.byDevice(requireCaller(request), request.query.deviceIds),
  );

  r.get(
    '/api/alarms/:id',
    { schema: { tags, params: alarmParamsSchema, response: { 200: alarmDetailSchema } }, config: read },
    async (request) => alarms.detail(requireCaller(request), request.params.id),
  );

  r.get(
    '/api/alarms/:id/assignees',
    { schema: { tags, params: alarmParamsSchema, response: { 200: alarmAssigneesSchema } }, config: update },
    async (request) => alarms.assignees(requireCaller(request), request.params.id),
  );

  // The actions on an alarm: each answers the alarm as it is afterwards (its timeline included).
  const actions = [
    alarmAction({ path: 'acknowledge', run: (caller, id) => alarms.acknowledge(caller, id) }),
    alarmAction({
      path: 'assign',
      body: alarmAssignSchema,
      run: (caller, id, body) => alarms.assign(caller, id, body.userId),
    }),
    alarmAction({
      path: 'comment',
      body: alarmCommentSchema,
      run: (caller, id, body) => alarms.comment(caller, id, body.text),
    }),
    alarmAction({
      path: 'clear',
      body: alarmClearSchema,
      run: (caller, id, body) => alarms.clear(caller, id, body.note),
    }),
  ];
  for (const action of actions)
    r.post(
      `/api/alarms/:id/${action.path}`,
      {
        schema: {
          tags,
          params: alarmParamsSchema,
          ...(action.body ? { body: action.body } : {}),
          response: { 200: alarmDetailSchema },
        },
        config: update,
      },
      async (request) => action.run(requireCaller(request), request.params.id, request.body),
    );
}

/** A POST action on an alarm: its path after /api/alarms/:id/, its body (none: no body), its call. */
interface AlarmAction<Body> {
  path: string;
  body?: z.ZodType<Body>;
  run: (caller: Caller, id: number, body: Body) => Promise<AlarmDetailDto>;
}

/**
 * Types an action's call by its own body schema, then erases the type so the actions fit one list:
 * the body reaching `run` is the one Fastify validated with that same schema.
 */
function alarmAction<Body>(action: AlarmAction<Body>): AlarmAction<unknown> {
  return { ...action, run: (caller, id, body) => action.run(caller, id, body as Body) };
}
