import { ACCOUNT_AREA_AUTHORITIES } from '@app/contracts';
import { Outlet, type RouteObject } from 'react-router';
import { PrivateRoute } from '../../../lib/auth/private-route';
import { paths } from '../../../config/paths';
import { lazyPage } from '../../../lib/lazy-chunk';
import { requireRecordIds } from '../../../lib/record-id-loader';

const p = paths.bulkJobs;

/**
 * Bulk jobs (docs/decisions/038), for the roles of the account area (the pages themselves ask for
 * DEVICE_MANAGEMENT update): the list and one job's page, each its own chunk.
 */
export const bulkJobRoutes: RouteObject[] = [
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
          () => import('./bulk-jobs-page'),
          (m) => m.BulkJobsPage,
        ),
      },
      {
        path: p.detail.path,
        loader: requireRecordIds,
        lazy: lazyPage(
          () => import('./bulk-job-page'),
          (m) => m.BulkJobPage,
        ),
      },
    ],
  },
];
