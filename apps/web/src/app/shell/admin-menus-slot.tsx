import type { ReactNode } from 'react';
import { ADMIN_AUTHORITIES, hasAnyAuthority } from '@app/contracts';
import { useSession } from '../../lib/auth/session';

/**
 * SLOT for the entities, administration and custom menus (part 1 §2 "Menus"), which another issue
 * adds. They render here, between Home and the language menu, as react-bootstrap NavDropdowns:
 *  - entities menu (links to every generic entity base, max-height 80vh) and admin menu
 *    (user-management, tracker, report, metrics, health, configuration, audits, system, logs,
 *    docs when useProfileInfo().isOpenApiEnabled) for ADMIN_AUTHORITIES;
 *  - the custom menu (dashboard, accounts, /accounts/address) for the backoffice roles.
 * Until then it renders nothing.
 */
export function AdminMenusSlot() {
  const { isAuthenticated, authorities } = useSession();
  const isAdmin = isAuthenticated && hasAnyAuthority(authorities, ADMIN_AUTHORITIES);
  return <>{isAdmin ? adminMenus : null}</>;
}

/** Replace with the menus, e.g. `<><EntitiesMenu /><AdminMenu /></>`. */
const adminMenus: ReactNode = null;
