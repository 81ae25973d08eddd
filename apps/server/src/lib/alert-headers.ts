import type { FastifyReply } from 'fastify';
import { APP_NAME } from '@app/contracts';

/** The success alert the client turns into a toast: X-<app>-alert: <app>.<entity>.<action>, X-<app>-params: <id>. */
export function setAlertHeaders(
  reply: FastifyReply,
  entity: string,
  action: 'created' | 'updated' | 'deleted',
  param: string | number,
) {
  reply.header(`X-${APP_NAME}-alert`, `${APP_NAME}.${entity}.${action}`);
  reply.header(`X-${APP_NAME}-params`, String(param));
}
