import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';

/** The administration area (management endpoints, api/users, tracker): written by the administration work. */
export async function adminModule(_app: FastifyInstance, _context: ModuleContext) {}
