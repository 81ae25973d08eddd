import { Navigate, Outlet, type RouteObject } from 'react-router';
import { ADMIN_AUTHORITIES } from '@app/contracts';
import { PrivateRoute } from '../../../lib/auth/private-route';
import { paths } from '../../../config/paths';
import { lazyPage } from '../../../lib/lazy-chunk';

const p = paths.admin;

/** Routes of the administration area (children of the layout): ROLE_ADMIN, each page its own chunk. */
export const adminRoutes: RouteObject[] = [
  {
    element: (
      <PrivateRoute authorities={ADMIN_AUTHORITIES}>
        <Outlet />
      </PrivateRoute>
    ),
    children: [
      { path: p.root.path, element: <Navigate to={p.users.getHref()} replace /> },
      {
        path: p.users.path,
        lazy: lazyPage(
          () => import('./user-management-page'),
          (m) => m.UserManagementPage,
        ),
        children: [
          { index: true, element: null },
          {
            path: p.userDelete.path,
            lazy: lazyPage(
              () => import('./user-delete-dialog'),
              (m) => m.UserDeleteDialog,
            ),
          },
        ],
      },
      {
        path: p.userNew.path,
        lazy: lazyPage(
          () => import('./user-edit-page'),
          (m) => m.UserEditPage,
        ),
      },
      {
        path: p.userDetail.path,
        lazy: lazyPage(
          () => import('./user-detail-page'),
          (m) => m.UserDetailPage,
        ),
      },
      {
        path: p.userEdit.path,
        lazy: lazyPage(
          () => import('./user-edit-page'),
          (m) => m.UserEditPage,
        ),
      },
      {
        path: p.tracker.path,
        lazy: lazyPage(
          () => import('./tracker-page'),
          (m) => m.TrackerPage,
        ),
      },
      {
        path: p.report.path,
        lazy: lazyPage(
          () => import('./report-page'),
          (m) => m.ReportPage,
        ),
      },
      {
        path: p.metrics.path,
        lazy: lazyPage(
          () => import('./metrics-page'),
          (m) => m.MetricsPage,
        ),
      },
      {
        path: p.health.path,
        lazy: lazyPage(
          () => import('./health-page'),
          (m) => m.HealthPage,
        ),
      },
      {
        path: p.configuration.path,
        lazy: lazyPage(
          () => import('./configuration-page'),
          (m) => m.ConfigurationPage,
        ),
      },
      {
        path: p.audits.path,
        lazy: lazyPage(
          () => import('./audits-page'),
          (m) => m.AuditsPage,
        ),
      },
      {
        path: p.system.path,
        lazy: lazyPage(
          () => import('./thread-dump-page'),
          (m) => m.ThreadDumpPage,
        ),
      },
      {
        path: p.logs.path,
        lazy: lazyPage(
          () => import('./logs-page'),
          (m) => m.LogsPage,
        ),
      },
      {
        path: p.jobs.path,
        lazy: lazyPage(
          () => import('./jobs-page'),
          (m) => m.JobsPage,
        ),
      },
      {
        path: p.docs.path,
        lazy: lazyPage(
          () => import('./docs-page'),
          (m) => m.DocsPage,
        ),
      },
    ],
  },
];
