import type { RouteObject } from 'react-router';

/** Routes of the administration area (children of the layout), written by the administration work. */
export const adminRoutes: RouteObject[] = [];
