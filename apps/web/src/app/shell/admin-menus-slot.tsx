import { ADMIN_AUTHORITIES, hasAnyAuthority } from '@app/contracts';
import { useSession } from '../../lib/auth/session';
import { AccountsMenu } from '../../features/accounts/components/accounts-menu';
import { AdminMenu } from '../../features/admin/components/admin-menu';
import { EntitiesMenu } from '../../features/entities/components/entities-menu';

/**
 * The custom menu (dashboard, accounts, addresses: the accounts area decides for whom) and the
 * entities and administration menus (part 1 §2 "Menus", ADMIN_AUTHORITIES), between Home and the
 * language menu.
 */
export function AdminMenusSlot() {
  const { isAuthenticated, authorities } = useSession();
  const isAdmin = isAuthenticated && hasAnyAuthority(authorities, ADMIN_AUTHORITIES);
  return (
    <>
      <AccountsMenu />
      {isAdmin && (
        <>
          <EntitiesMenu />
          <AdminMenu />
        </>
      )}
    </>
  );
}
