import Nav from 'react-bootstrap/Nav';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { creatableTypes, MANAGEMENT_SERVICE_OF_TYPE, OPERATOR_TYPES } from '@app/contracts';
import { Icon, type IconName } from '../../../components/ui/icon';
import { paths } from '../../../config/paths';
import { useChildAccounts } from '../api/get-child-accounts';
import { useAccountContext } from '../hooks/use-account-context';

/**
 * The custom menu (docs/product.md#accounts-area): dashboard (DEVICE_MANAGEMENT read), accounts ('Customers' for dealers, GDO and GDS, whose
 * children are customers; 'Users' otherwise), the devices (DEVICE_MANAGEMENT read), the bulk jobs (DEVICE_MANAGEMENT
 * update), fleet care and the address list, which needs the
 * ADDRESS_MANAGEMENT read permission. Hidden for the basic user (ROLE_USER only) and consumers.
 * The accounts entry leads only to a page with something to do: it shows when the caller may create
 * a child account, or may list its children and has at least one (the list's first page, which the
 * list then reuses from the cache); an empty list with no create button is no destination.
 * Test ids `menu-dashboard`, `menu-accounts`, `menu-devices`, `menu-bulk-jobs`, `menu-fleet`, `menu-addresses`.
 */
export function AccountsMenu() {
  const { t } = useTranslation();
  const context = useAccountContext();
  const own = context.current;
  const mayCreate = context.ready && creatableTypes(context.subject).length > 0;
  const mayList =
    context.ready &&
    !!context.role &&
    (context.isSuperUser || context.can(MANAGEMENT_SERVICE_OF_TYPE[context.role], 'read'));
  const children = useChildAccounts(own?.uuid, 1, mayList && !mayCreate);
  // Until the own account is loaded the label ('Customers' or 'Users') is unknown: show nothing
  // rather than one label that changes into the other.
  if (!context.inArea || !context.ready) return null;
  const customers = !!context.role && OPERATOR_TYPES.includes(context.role);
  const entries: { id: string; href: string; icon: IconName; label: string }[] = [];
  // The dashboard reads every device of the scope: DEVICE_MANAGEMENT read, as the devices list.
  if (context.can('DEVICE_MANAGEMENT', 'read')) {
    entries.push({
      id: 'dashboard',
      href: paths.devices.dashboard.getHref(),
      icon: 'sliders',
      label: t('accountManagement.menu.dashboard'),
    });
  }
  if (mayCreate || (mayList && (children.data?.total ?? 0) > 0)) {
    entries.push({
      id: 'accounts',
      href: paths.accounts.list.getHref(),
      icon: 'user',
      label: customers ? t('accountManagement.menu.customers') : t('accountManagement.menu.users'),
    });
  }
  if (context.can('DEVICE_MANAGEMENT', 'read')) {
    entries.push({
      id: 'devices',
      href: paths.devices.list.getHref(),
      icon: 'device',
      label: t('accountManagement.menu.devices'),
    });
  }
  // Bulk jobs change devices (decision 038): DEVICE_MANAGEMENT update, as the API asks.
  if (context.can('DEVICE_MANAGEMENT', 'update')) {
    entries.push({
      id: 'bulk-jobs',
      href: paths.bulkJobs.list.getHref(),
      icon: 'calendar',
      label: t('accountManagement.menu.bulkJobs'),
    });
  }
  // Fleet care reads the devices of the scope and their stored history, as the dashboard.
  if (context.can('DEVICE_MANAGEMENT', 'read')) {
    entries.push({
      id: 'fleet',
      href: paths.fleet.health.getHref(),
      icon: 'wind',
      label: t('accountManagement.menu.fleet'),
    });
  }
  if (context.can('ADDRESS_MANAGEMENT', 'read')) {
    entries.push({
      id: 'addresses',
      href: paths.accounts.addresses.getHref(),
      icon: 'mapPin',
      label: t('accountManagement.menu.addresses'),
    });
  }
  return (
    <>
      {entries.map((entry) => (
        <Nav.Item as="li" key={entry.id}>
          <Nav.Link
            as={NavLink}
            to={entry.href}
            end
            className="d-flex align-items-center gap-1"
            data-testid={`menu-${entry.id}`}
          >
            <Icon name={entry.icon} />
            <span>{entry.label}</span>
          </Nav.Link>
        </Nav.Item>
      ))}
    </>
  );
}
