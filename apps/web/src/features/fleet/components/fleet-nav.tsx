import Nav from 'react-bootstrap/Nav';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { QuotaBanner } from '../../../components/ui/quota-banner';

/**
 * The three fleet-care views, one link each, at the top of every fleet page; below them the IoT
 * quota banner when the account's projected use reaches 70 % (it renders nothing otherwise).
 */
export function FleetNav() {
  const { t } = useTranslation();
  const links = [
    { id: 'health', href: paths.fleet.health.getHref(), label: t('fleetHealth.title') },
    { id: 'filters', href: paths.fleet.filters.getHref(), label: t('fleetFilters.title') },
    { id: 'air-quality', href: paths.fleet.airQuality.getHref(), label: t('airQuality.title') },
  ];
  return (
    <>
      <Nav
        variant="underline"
        as="nav"
        aria-label={t('accountManagement.menu.fleet')}
        className="mb-3 flex-wrap"
      >
        {links.map((link) => (
          <Nav.Item key={link.id}>
            <Nav.Link as={NavLink} to={link.href} end data-testid={`fleet-nav-${link.id}`}>
              {link.label}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      <QuotaBanner />
    </>
  );
}
