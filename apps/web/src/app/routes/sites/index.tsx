import { ACCOUNT_AREA_AUTHORITIES } from '@app/contracts';
import { Outlet, type RouteObject } from 'react-router';
import { PrivateRoute } from '../../../lib/auth/private-route';
import { paths } from '../../../config/paths';
import { lazyPage } from '../../../lib/lazy-chunk';
import { requireRecordIds } from '../../../lib/record-id-loader';

/** A site's settings (decision 040): thresholds and opening hours, for the account area's roles. */
export const siteRoutes: RouteObject[] = [
  {
    element: (
      <PrivateRoute authorities={ACCOUNT_AREA_AUTHORITIES}>
        <Outlet />
      </PrivateRoute>
    ),
    children: [
      {
        path: paths.sites.settings.path,
        loader: requireRecordIds,
        lazy: lazyPage(
          () => import('./site-settings-page'),
          (m) => m.SiteSettingsPage,
        ),
      },
    ],
  },
];
