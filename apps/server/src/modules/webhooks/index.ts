import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';

/** Signed webhooks (docs/decisions/040): an account's endpoints receive its alarm events. */
export async function webhooksModule(_app: FastifyInstance, _context: ModuleContext) {}
