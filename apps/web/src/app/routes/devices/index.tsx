import { ACCOUNT_AREA_AUTHORITIES } from '@app/contracts';
import { Outlet, type RouteObject } from 'react-router';
import { PrivateRoute } from '../../../lib/auth/private-route';
import { paths } from '../../../config/paths';
import { lazyPage } from '../../../lib/lazy-chunk';
import { requireRecordIds } from '../../../lib/record-id-loader';

const p = paths.devices;

const form = lazyPage(
  () => import('./device-form-page'),
  (m) => m.DeviceFormPage,
);

/**
 * Routes of the devices area (children of the layout), for the roles of the account area: each page
 * its own chunk; the delete dialog shows over the list; the dashboard (/dashboard) lives here too.
 */
export const deviceRoutes: RouteObject[] = [
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
          () => import('./devices-list-page'),
          (m) => m.DevicesListPage,
        ),
        children: [
          { index: true, element: null },
          {
            path: p.delete.path,
            loader: requireRecordIds,
            lazy: lazyPage(
              () => import('./device-delete-dialog'),
              (m) => m.DeviceDeleteDialog,
            ),
          },
        ],
      },
      { path: p.create.path, lazy: form },
      {
        path: p.detail.path,
        loader: requireRecordIds,
        lazy: lazyPage(
          () => import('./device-detail-page'),
          (m) => m.DeviceDetailPage,
        ),
      },
      {
        path: p.history.path,
        loader: requireRecordIds,
        lazy: lazyPage(
          () => import('./device-history-page'),
          (m) => m.DeviceHistoryPage,
        ),
      },
      { path: p.edit.path, loader: requireRecordIds, lazy: form },
      {
        path: p.dashboard.path,
        lazy: lazyPage(
          () => import('../dashboard/dashboard-page'),
          (m) => m.DashboardPage,
        ),
      },
    ],
  },
];
