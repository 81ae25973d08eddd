import { Suspense, useState } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_AREA_AUTHORITIES, hasAnyAuthority } from '@app/contracts';
import { NavLink, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { Icon } from '../../components/ui/icon';
import { useSession } from '../../lib/auth/session';
import { lazyComponent } from '../../lib/lazy-chunk';
import { AccountMenu } from './account-menu';
import { AdminMenusSlot } from './admin-menus-slot';
import { Brand } from './brand';
import { LanguageMenu } from './language-menu';
import { LoadingBar } from './loading-bar';
import { Ribbon } from './ribbon';

// The alarms' menu and the bell load after sign-in, as the other menus (docs/decisions/017-web-delivery.md).
const NotificationsMenu = lazyComponent(
  () => import('../../features/notifications/components/notifications-menu'),
  (m) => m.NotificationsMenu,
);

/**
 * The header (docs/product.md#shell-and-menus): loading bar, ribbon, brand with version, menus. The
 * menus sit in a row from 992 px (lg), wrapping onto a second line when they do not fit (a narrow
 * or zoomed window), and collapse behind the toggle below that.
 */
export function AppNavbar() {
  const { t } = useTranslation();
  const location = useLocation();
  const { isAuthenticated, authorities } = useSession();
  // The alerts (docs/decisions/040) belong to the account area: its users get the menu and the bell.
  const inAccountArea = isAuthenticated && hasAnyAuthority(authorities, ACCOUNT_AREA_AUTHORITIES);
  const [expandedAt, setExpandedAt] = useState<string | null>(null);
  // The collapsed (mobile) menu closes by itself on navigation.
  const expanded = expandedAt === location.key;
  return (
    <header className="app-header" data-testid="app-header">
      <LoadingBar />
      <Ribbon />
      <Navbar
        expand="lg"
        variant="dark"
        className="app-navbar"
        data-bs-theme="dark"
        expanded={expanded}
        onToggle={(open) => setExpandedAt(open ? location.key : null)}
      >
        <Container fluid className="px-3 px-lg-4">
          <Brand />
          <Navbar.Toggle aria-controls="header-tabs" aria-label={t('global.menu.toggle')} />
          <Navbar.Collapse id="header-tabs">
            {/* A list: every child is an li (the menus render theirs, or are wrapped in one). */}
            <Nav className="ms-auto align-items-md-center" as="ul">
              <Nav.Item as="li">
                <Nav.Link
                  as={NavLink}
                  to={paths.home.getHref()}
                  end
                  className="d-flex align-items-center gap-1"
                  data-testid="menu-home"
                >
                  <Icon name="home" />
                  <span>{t('global.menu.home')}</span>
                </Nav.Link>
              </Nav.Item>
              <AdminMenusSlot />
              {inAccountArea && (
                <Suspense fallback={null}>
                  <NotificationsMenu />
                </Suspense>
              )}
              <LanguageMenu />
              <AccountMenu />
            </Nav>
          </Navbar.Collapse>
        </Container>
      </Navbar>
    </header>
  );
}
