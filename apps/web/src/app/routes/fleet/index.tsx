import { ACCOUNT_AREA_AUTHORITIES } from '@app/contracts';
import { Outlet, type RouteObject } from 'react-router';
import { PrivateRoute } from '../../../lib/auth/private-route';
import { paths } from '../../../config/paths';
import { lazyPage } from '../../../lib/lazy-chunk';

const p = paths.fleet;

/** Fleet care (docs/product.md#fleet-care), for the roles of the account area: each page its own chunk. */
export const fleetRoutes: RouteObject[] = [
  {
    element: (
      <PrivateRoute authorities={ACCOUNT_AREA_AUTHORITIES}>
        <Outlet />
      </PrivateRoute>
    ),
    children: [
      {
        path: p.filters.path,
        lazy: lazyPage(
          () => import('./filters-page'),
          (m) => m.FiltersPage,
        ),
      },
      {
        path: p.airQuality.path,
        lazy: lazyPage(
          () => import('./air-quality-page'),
          (m) => m.AirQualityPage,
        ),
      },
      {
        path: p.health.path,
        lazy: lazyPage(
          () => import('./health-page'),
          (m) => m.HealthPage,
        ),
      },
    ],
  },
];
