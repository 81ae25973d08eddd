import { ACCOUNT_AREA_AUTHORITIES } from '@app/contracts';
import { Outlet, type RouteObject } from 'react-router';
import { PrivateRoute } from '../../../lib/auth/private-route';
import { paths } from '../../../config/paths';
import { lazyPage } from '../../../lib/lazy-chunk';

const p = paths.notifications;

/** The notifications pages (docs/decisions/040): the centre and the preferences, each its own chunk. */
export const notificationRoutes: RouteObject[] = [
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
          () => import('./notifications-page'),
          (m) => m.NotificationsPage,
        ),
      },
      {
        path: p.preferences.path,
        lazy: lazyPage(
          () => import('./notification-preferences-page'),
          (m) => m.NotificationPreferencesPage,
        ),
      },
    ],
  },
];
