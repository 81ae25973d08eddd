import NavDropdown from 'react-bootstrap/NavDropdown';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { paths } from '../../../config/paths';
import { useProfileInfo } from '../../../lib/management-info';

/** The entries of docs/product.md#shell-and-menus, in that order; docs only when the API docs are published. */
const ENTRIES = [
  ['user-management', paths.admin.users.getHref()],
  ['tracker', paths.admin.tracker.getHref()],
  ['report', paths.admin.report.getHref()],
  ['metrics', paths.admin.metrics.getHref()],
  ['health', paths.admin.health.getHref()],
  ['configuration', paths.admin.configuration.getHref()],
  ['audits', paths.admin.audits.getHref()],
  ['system', paths.admin.system.getHref()],
  ['logs', paths.admin.logs.getHref()],
  ['jobs', paths.admin.jobs.getHref()],
  ['docs', paths.admin.docs.getHref()],
] as const;

/** The 'Administration' menu (test ids `admin-menu`, items `admin-menu-<entry>`), an item of the navbar's list. */
export function AdminMenu() {
  const { t } = useTranslation();
  const { isOpenApiEnabled } = useProfileInfo();
  const title = (
    <span className="d-inline-flex align-items-center gap-1">
      <Icon name="shield" />
      <span>{t('admin.menu.title')}</span>
    </span>
  );
  return (
    <NavDropdown as="li" title={title} id="admin-menu" data-testid="admin-menu" align="end">
      {ENTRIES.filter(([entry]) => entry !== 'docs' || isOpenApiEnabled).map(([entry, href]) => (
        <NavDropdown.Item key={entry} as={Link} to={href} data-testid={`admin-menu-${entry}`}>
          {t(`admin.menu.${entry}`)}
        </NavDropdown.Item>
      ))}
    </NavDropdown>
  );
}
