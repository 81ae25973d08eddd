import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';

/**
 * The notification centre (docs/decisions/040): each alarm event becomes a notification for the
 * users who may see its alarm and want it — in-app (the bell, live over STOMP), mailed in groups
 * or in a daily digest.
 */
export async function notificationsModule(_app: FastifyInstance, _context: ModuleContext) {}
