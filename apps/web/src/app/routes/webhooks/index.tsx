import { ACCOUNT_AREA_AUTHORITIES } from '@app/contracts';
import { Outlet, type RouteObject } from 'react-router';
import { PrivateRoute } from '../../../lib/auth/private-route';
import { paths } from '../../../config/paths';
import { lazyPage } from '../../../lib/lazy-chunk';
import { requireRecordIds } from '../../../lib/record-id-loader';

const p = paths.webhooks;

/**
 * The webhooks pages (docs/decisions/040), for the roles of the account area (the pages themselves
 * ask for DEVICE_MANAGEMENT update): the list with the create form, and one endpoint's page with its
 * delivery log, each its own chunk.
 */
export const webhookRoutes: RouteObject[] = [
  {
    element: (
      <PrivateRoute authorities={ACCOUNT_AREA_AUTHORITIES}>
        <Outlet />
      </PrivateRoute>
    ),
    children: [
      {
        path: p.list.path,
        lazy: lazyPage(
          () => import('./webhooks-page'),
          (m) => m.WebhooksPage,
        ),
      },
      {
        path: p.detail.path,
        loader: requireRecordIds,
        lazy: lazyPage(
          () => import('./webhook-page'),
          (m) => m.WebhookPage,
        ),
      },
    ],
  },
];
