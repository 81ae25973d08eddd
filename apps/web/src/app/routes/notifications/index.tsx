import type { RouteObject } from 'react-router';

/** The notifications pages (docs/decisions/040). */
export const notificationRoutes: RouteObject[] = [];
