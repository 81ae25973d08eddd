import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  alertRuleInputSchema,
  alertRuleParamsSchema,
  alertRuleQuerySchema,
  alertRuleSchema,
  alertRulesSchema,
} from '@app/contracts';
import { requireCaller, type PermissionNeed } from '../../../plugins/caller';
import type { AlertRuleService } from './alert-rule.service';

/**
 * Alert rules (docs/decisions/040): list, create, change, delete. DEVICE_MANAGEMENT read to list,
 * update to change; the account or site of the rule must be in the caller's scope.
 */
export async function alertRuleRoutes(app: FastifyInstance, { rules }: { rules: AlertRuleService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['alerts'];
  const read: PermissionNeed = { service: 'DEVICE_MANAGEMENT', op: 'read' };
  const update: PermissionNeed = { service: 'DEVICE_MANAGEMENT', op: 'update' };

  r.get(
    '/api/alert-rules',
    {
      schema: {
        tags,
        querystring: alertRuleQuerySchema,
        response: { 200: alertRulesSchema },
        description:
          'The alert rules the caller may see: of the accounts of its subtree and the sites of its scope (administrators: the system rules too).',
      },
      config: { permission: read, objectName: 'alertRule' },
    },
    async (request) => rules.list(requireCaller(request), request.query),
  );

  r.post(
    '/api/alert-rules',
    {
      schema: { tags, body: alertRuleInputSchema, response: { 201: alertRuleSchema } },
      config: { permission: update, objectName: 'alertRule' },
    },
    async (request, reply) => reply.code(201).send(await rules.create(requireCaller(request), request.body)),
  );

  r.put(
    '/api/alert-rules/:id',
    {
      schema: {
        tags,
        params: alertRuleParamsSchema,
        body: alertRuleInputSchema,
        response: { 200: alertRuleSchema },
      },
      config: { permission: update, objectName: 'alertRule' },
    },
    async (request) => rules.update(requireCaller(request), request.params.id, request.body),
  );

  r.delete(
    '/api/alert-rules/:id',
    {
      schema: {
        tags,
        params: alertRuleParamsSchema,
        response: { 204: z.undefined().describe('The rule is deleted; its active alarms cleared.') },
      },
      config: { permission: update, objectName: 'alertRule' },
    },
    async (request, reply) => {
      await rules.delete(requireCaller(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
