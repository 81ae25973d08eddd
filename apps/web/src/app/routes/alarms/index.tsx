import { ACCOUNT_AREA_AUTHORITIES } from '@app/contracts';
import { Outlet, type RouteObject } from 'react-router';
import { PrivateRoute } from '../../../lib/auth/private-route';
import { paths } from '../../../config/paths';
import { lazyPage } from '../../../lib/lazy-chunk';
import { requireRecordIds } from '../../../lib/record-id-loader';

/**
 * The alarms pages (docs/decisions/040), for the roles of the account area (the pages themselves ask
 * for DEVICE_MANAGEMENT read, the actions and the rules for update): the alarm list, one alarm's
 * page and the alert rules, each its own chunk.
 */
export const alarmRoutes: RouteObject[] = [
  {
    element: (
      <PrivateRoute authorities={ACCOUNT_AREA_AUTHORITIES}>
        <Outlet />
      </PrivateRoute>
    ),
    children: [
      {
        path: paths.alarms.list.path,
        lazy: lazyPage(
          () => import('./alarms-page'),
          (m) => m.AlarmsPage,
        ),
      },
      {
        path: paths.alarms.detail.path,
        loader: requireRecordIds,
        lazy: lazyPage(
          () => import('./alarm-page'),
          (m) => m.AlarmPage,
        ),
      },
      {
        path: paths.alertRules.list.path,
        lazy: lazyPage(
          () => import('./alert-rules-page'),
          (m) => m.AlertRulesPage,
        ),
      },
    ],
  },
];
