import { useState } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { Icon } from '../../components/ui/icon';
import { AccountMenu } from './account-menu';
import { AdminMenusSlot } from './admin-menus-slot';
import { Brand } from './brand';
import { LanguageMenu } from './language-menu';
import { LoadingBar } from './loading-bar';
import { Ribbon } from './ribbon';

/**
 * The header (docs/product.md#shell-and-menus): loading bar, ribbon, brand with version, menus. The
 * menus sit in a row from 992 px (lg), wrapping onto a second line when they do not fit (a narrow
 * or zoomed window), and collapse behind the toggle below that.
 */
export function AppNavbar() {
  const { t } = useTranslation();
  const location = useLocation();
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
              <LanguageMenu />
              <AccountMenu />
            </Nav>
          </Navbar.Collapse>
        </Container>
      </Navbar>
    </header>
  );
}
