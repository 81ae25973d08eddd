import Breadcrumb from 'react-bootstrap/Breadcrumb';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export interface Crumb {
  uuid: string;
  login: string;
  label: string;
}

/**
 * The way back up the account tree, from the caller's own account to the selected one (test ids
 * `account-breadcrumbs`, items `breadcrumb-<login>`; the last one is the selected account).
 */
export function AccountBreadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation();
  if (crumbs.length === 0) return null;
  return (
    <Breadcrumb
      data-testid="account-breadcrumbs"
      label={t('accountManagement.list.breadcrumbs')}
      className="account-breadcrumbs"
    >
      {crumbs.map((crumb, index) => {
        const last = index === crumbs.length - 1;
        return (
          <Breadcrumb.Item
            key={crumb.uuid}
            active={last}
            linkAs={Link}
            linkProps={{ to: paths.accounts.list.getHref(crumb.uuid) }}
            data-testid={`breadcrumb-${crumb.login}`}
          >
            {crumb.label}
          </Breadcrumb.Item>
        );
      })}
    </Breadcrumb>
  );
}
