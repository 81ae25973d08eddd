import type { RouteObject } from 'react-router';

/** The alarms pages (docs/decisions/040). */
export const alarmRoutes: RouteObject[] = [];
