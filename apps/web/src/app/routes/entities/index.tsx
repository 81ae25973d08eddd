import { Outlet, type RouteObject } from 'react-router';
import { ADMIN_AUTHORITIES, ENTITIES, type EntityDescriptor } from '@app/contracts';
import { PrivateRoute } from '../../../lib/auth/private-route';
import { paths } from '../../../config/paths';
import { lazyPage } from '../../../lib/lazy-chunk';
import { requireRecordIds } from '../../../lib/record-id-loader';
import { EntityScope } from '../../../features/entities/components/entity-context';

// Each screen is its own chunk, loaded on demand (120 s ChunkLoadError limit).
const listPage = lazyPage(
  () => import('./entity-list-page'),
  (m) => m.EntityListPage,
);
const detailPage = lazyPage(
  () => import('./entity-detail-page'),
  (m) => m.EntityDetailPage,
);
const formPage = lazyPage(
  () => import('./entity-form-page'),
  (m) => m.EntityFormPage,
);
const deleteDialog = lazyPage(
  () => import('./entity-delete-dialog'),
  (m) => m.EntityDeleteDialog,
);
const readOnlyEditPage = lazyPage(
  () => import('./read-only-edit-page'),
  (m) => m.ReadOnlyEditPage,
);

/**
 * The five screens of one entity under its base route (docs/product.md#entity-screens). A read-only entity (tab-city)
 * has the list and the detail only; its detail's edit link gets a page saying it is read-only.
 */
function entityRoute(d: EntityDescriptor): RouteObject {
  const children: RouteObject[] = [
    {
      // The list; the delete dialog is its child so that it shows over the list.
      lazy: listPage,
      children: [
        // The list itself; `element: null` says so (React Router warns about a leaf without one).
        { index: true, element: null },
        ...(d.readOnly
          ? []
          : [{ path: paths.entity.delete.path, loader: requireRecordIds, lazy: deleteDialog }]),
      ],
    },
    { path: paths.entity.detail.path, loader: requireRecordIds, lazy: detailPage },
    {
      path: paths.entity.edit.path,
      loader: requireRecordIds,
      lazy: d.readOnly ? readOnlyEditPage : formPage,
    },
  ];
  if (!d.readOnly) children.push({ path: paths.entity.create.path, lazy: formPage });
  return { path: paths.entity.list.path(d.name), element: <EntityScope descriptor={d} />, children };
}

/** Routes of the generic entity screens (children of the layout): every descriptor, admins only. */
export const entityRoutes: RouteObject[] = [
  {
    element: (
      <PrivateRoute authorities={ADMIN_AUTHORITIES}>
        <Outlet />
      </PrivateRoute>
    ),
    children: ENTITIES.map(entityRoute),
  },
];
