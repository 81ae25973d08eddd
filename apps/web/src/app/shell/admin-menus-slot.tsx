import { Suspense } from 'react';
import { ADMIN_AUTHORITIES, hasAnyAuthority } from '@app/contracts';
import { useSession } from '../../lib/auth/session';
import { lazyComponent } from '../../lib/lazy-chunk';

// Only a signed-in user sees these menus: their code loads after sign-in (docs/decisions/017-web-delivery.md).
const AccountsMenu = lazyComponent(
  () => import('../../features/accounts/components/accounts-menu'),
  (m) => m.AccountsMenu,
);
const AdminMenu = lazyComponent(
  () => import('../../features/admin/components/admin-menu'),
  (m) => m.AdminMenu,
);
const EntitiesMenu = lazyComponent(
  () => import('../../features/entities/components/entities-menu'),
  (m) => m.EntitiesMenu,
);

/**
 * The custom menu (dashboard, accounts, addresses: the accounts area decides for whom) and the
 * entities and administration menus (docs/product.md#shell-and-menus, ADMIN_AUTHORITIES), between Home and the
 * language menu. Each is an item (`li`) of the navbar's list: the accounts menu renders its own
 * items, the entities menu (a bare dropdown) gets one here.
 */
export function AdminMenusSlot() {
  const { isAuthenticated, authorities } = useSession();
  const isAdmin = isAuthenticated && hasAnyAuthority(authorities, ADMIN_AUTHORITIES);
  if (!isAuthenticated) return null;
  return (
    <Suspense fallback={null}>
      <AccountsMenu />
      {isAdmin && (
        <>
          <li>
            <EntitiesMenu />
          </li>
          <AdminMenu />
        </>
      )}
    </Suspense>
  );
}
