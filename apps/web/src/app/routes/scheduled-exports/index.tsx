import { ACCOUNT_AREA_AUTHORITIES } from '@app/contracts';
import { Outlet, type RouteObject } from 'react-router';
import { PrivateRoute } from '../../../lib/auth/private-route';
import { paths } from '../../../config/paths';
import { lazyPage } from '../../../lib/lazy-chunk';

/** The scheduled exports page (docs/decisions/048), for the roles of the account area; its own chunk. */
export const scheduledExportRoutes: RouteObject[] = [
  {
    element: (
      <PrivateRoute authorities={ACCOUNT_AREA_AUTHORITIES}>
        <Outlet />
      </PrivateRoute>
    ),
    children: [
      {
        path: paths.scheduledExports.list.path,
        lazy: lazyPage(
          () => import('./scheduled-exports-page'),
          (m) => m.ScheduledExportsPage,
        ),
      },
    ],
  },
];
