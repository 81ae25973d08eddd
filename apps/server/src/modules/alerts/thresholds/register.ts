import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../module-context';
import { siteSettingsRoutes } from './site-settings.routes';
import { SiteSettingsService } from './site-settings.service';
import { SiteSettingsStore } from './site-settings-store.repository';

/** Thresholds and opening hours: the routes of accounts' and sites' settings (docs/decisions/040). */
export async function registerSiteSettings(app: FastifyInstance, context: ModuleContext) {
  await app.register(siteSettingsRoutes, {
    settings: new SiteSettingsService(new SiteSettingsStore(context.database.db), context.platform.audit),
  });
}
