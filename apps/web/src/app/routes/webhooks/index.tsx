import type { RouteObject } from 'react-router';

/** The webhooks pages (docs/decisions/040). */
export const webhookRoutes: RouteObject[] = [];
