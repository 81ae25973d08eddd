import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../module-context';

/** Thresholds and opening hours: the routes of accounts' and sites' settings (docs/decisions/040). */
export async function registerSiteSettings(_app: FastifyInstance, _context: ModuleContext) {}
