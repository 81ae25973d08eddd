import { ACCOUNT_AREA_AUTHORITIES } from '@app/contracts';
import { Outlet, type RouteObject } from 'react-router';
import { PrivateRoute } from '../../../lib/auth/private-route';
import { paths } from '../../../config/paths';
import { lazyPage } from '../../../lib/lazy-chunk';

/** The API keys page (docs/decisions/046), for the roles of the account area; its own chunk. */
export const apiKeyRoutes: RouteObject[] = [
  {
    element: (
      <PrivateRoute authorities={ACCOUNT_AREA_AUTHORITIES}>
        <Outlet />
      </PrivateRoute>
    ),
    children: [
      {
        path: paths.apiKeys.list.path,
        lazy: lazyPage(
          () => import('./api-keys-page'),
          (m) => m.ApiKeysPage,
        ),
      },
    ],
  },
];
