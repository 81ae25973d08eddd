import { ACCOUNT_AREA_AUTHORITIES } from '@app/contracts';
import { Outlet, type RouteObject } from 'react-router';
import { PrivateRoute } from '../../../lib/auth/private-route';
import { paths } from '../../../config/paths';
import { lazyPage } from '../../../lib/lazy-chunk';
import { requireRecordIds } from '../../../lib/record-id-loader';

const p = paths.accounts;

const addressDialog = lazyPage(
  () => import('./address-dialog'),
  (m) => m.AddressDialog,
);

/**
 * Routes of the accounts area (docs/product.md#accounts-area; children of the layout), for the account roles: each page
 * its own chunk. The delete dialog shows over the list, the address dialogs over their lists.
 */
export const accountRoutes: RouteObject[] = [
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
          () => import('./accounts-list-page'),
          (m) => m.AccountsListPage,
        ),
        children: [
          { index: true, element: null },
          {
            path: p.delete.path,
            loader: requireRecordIds,
            lazy: lazyPage(
              () => import('./account-delete-dialog'),
              (m) => m.AccountDeleteDialog,
            ),
          },
        ],
      },
      {
        path: p.create.path,
        lazy: lazyPage(
          () => import('./account-new-page'),
          (m) => m.AccountNewPage,
        ),
      },
      {
        path: p.addresses.path,
        lazy: lazyPage(
          () => import('./my-addresses-page'),
          (m) => m.MyAddressesPage,
        ),
        children: [
          { index: true, element: null },
          { path: p.addressEdit.path, lazy: addressDialog },
        ],
      },
      {
        path: p.addressDevices.path,
        lazy: lazyPage(
          () => import('./address-devices-page'),
          (m) => m.AddressDevicesPage,
        ),
      },
      {
        path: p.detail.path,
        loader: requireRecordIds,
        lazy: lazyPage(
          () => import('./account-detail-page'),
          (m) => m.AccountDetailPage,
        ),
        children: [
          { index: true, element: null },
          { path: p.editAddress.path, lazy: addressDialog },
        ],
      },
      {
        path: p.permissions.path,
        loader: requireRecordIds,
        lazy: lazyPage(
          () => import('./account-permissions-page'),
          (m) => m.AccountPermissionsPage,
        ),
      },
      {
        path: p.thresholds.path,
        loader: requireRecordIds,
        lazy: lazyPage(
          () => import('./account-thresholds-page'),
          (m) => m.AccountThresholdsPage,
        ),
      },
      {
        path: p.addressPermissions.path,
        loader: requireRecordIds,
        lazy: lazyPage(
          () => import('./address-permissions-page'),
          (m) => m.AddressPermissionsPage,
        ),
      },
    ],
  },
];
