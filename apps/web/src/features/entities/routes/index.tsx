import type { RouteObject } from 'react-router';

/** Routes of the generic entity screens (children of the layout), written by the generic-entities work. */
export const entityRoutes: RouteObject[] = [];
