import { ADMIN_AUTHORITIES, hasAnyAuthority } from '@app/contracts';
import { useSession } from '../../lib/auth/session';
import { AdminMenu } from '../../features/admin/components/admin-menu';
import { EntitiesMenu } from '../../features/entities/components/entities-menu';

/**
 * The entities and administration menus (part 1 §2 "Menus"), for ADMIN_AUTHORITIES, between Home
 * and the language menu. The custom menu (dashboard, accounts, addresses) comes with the accounts area.
 */
export function AdminMenusSlot() {
  const { isAuthenticated, authorities } = useSession();
  const isAdmin = isAuthenticated && hasAnyAuthority(authorities, ADMIN_AUTHORITIES);
  if (!isAdmin) return null;
  return (
    <>
      <EntitiesMenu />
      <AdminMenu />
    </>
  );
}
