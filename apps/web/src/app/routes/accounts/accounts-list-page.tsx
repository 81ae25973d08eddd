import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import {
  accountListColumns,
  creatableTypes,
  DEFAULT_PAGE_SIZE,
  MANAGEMENT_SERVICE_OF_TYPE,
  OPERATOR_TYPES,
  type AccountDto,
  type AccountRole,
} from '@app/contracts';
import { Icon } from '../../../components/ui/icon';
import { LinkButton } from '../../../components/ui/link-button';
import { pageCountOf, pageRange } from '../../../components/ui/list-pagination';
import { BusyRegion, Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { formatNumber } from '../../../lib/formatters';
import { useAccountsHealth } from '../../../features/accounts/api/get-accounts-health';
import { useAccountTrail } from '../../../features/accounts/api/get-account-trail';
import { useAccountTypes } from '../../../features/accounts/api/get-account-types';
import { useChildAccounts } from '../../../features/accounts/api/get-child-accounts';
import { AccountBreadcrumbs, type Crumb } from '../../../features/accounts/components/account-breadcrumbs';
import {
  AccountTable,
  type AccountHealthColumn,
  type AccountRowActions,
} from '../../../features/accounts/components/account-table';
import { AccountsPager } from '../../../features/accounts/components/accounts-pager';
import { AreaAlert } from '../../../features/accounts/components/area-alert';
import { useAccountContext } from '../../../features/accounts/hooks/use-account-context';
import {
  accountDisplayName,
  isAccountRole,
  ownsDevices,
  roleOf,
} from '../../../features/accounts/utils/account-rules';

/** What the delete dialog (a child route over the list) needs. */
export interface AccountsListOutletContext {
  /** The list's query string after a deletion (one page back when the page's last row went). */
  searchAfterDelete: string;
  /** The accounts shown, so that the dialog can name the one it deletes. */
  rows: AccountDto[];
}

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/**
 * /accounts (docs/product.md#accounts-area): the children of the selected account (?account={uuid}, default the
 * caller's own), with breadcrumbs back up the tree, the columns of the selected account's role,
 * View / Edit / Delete as the caller's permissions allow, server paging (?page, 5 page buttons)
 * and a create link only when the caller may create a child type of the selected account.
 */
export function AccountsListPage() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const [search] = useSearchParams();
  const context = useAccountContext();
  const own = context.current;
  const page = pageOf(search.get('page'));
  const selectedUuid = search.get('account') ?? own?.uuid;
  const isOwn = !!own && selectedUuid === own.uuid;
  // Another account than the caller's own: found (and its ancestors) through the generic records.
  const mayLookUp = context.can('USER_MANAGEMENT', 'read');
  const lookUp = context.ready && !isOwn && mayLookUp;
  const types = useAccountTypes(lookUp);
  const trail = useAccountTrail(selectedUuid, own?.id, lookUp);

  const roleOfType = (typeId: number | null): AccountRole | undefined => {
    const role = types.data?.find((type) => type.id === typeId)?.role;
    return isAccountRole(role) ? role : undefined;
  };
  const selectedSummary = trail.data?.at(-1);
  const selectedRole = isOwn
    ? context.role
    : selectedSummary
      ? roleOfType(selectedSummary.typeId)
      : undefined;
  const mayList =
    !!selectedRole && (context.isSuperUser || context.can(MANAGEMENT_SERVICE_OF_TYPE[selectedRole], 'read'));
  const children = useChildAccounts(selectedUuid, page, context.ready && mayList);

  // The Health column: one call for the page's device-owning accounts, only with device read.
  const ownsDevicesRow = (account: AccountDto) => ownsDevices(roleOf(account));
  const healthIds = (children.data?.rows ?? []).filter(ownsDevicesRow).map((account) => account.id);
  const mayReadHealth = context.ready && (context.isSuperUser || context.can('DEVICE_MANAGEMENT', 'read'));
  const healthScores = useAccountsHealth(healthIds, mayReadHealth);
  const healthColumn: AccountHealthColumn | undefined =
    mayReadHealth && healthIds.length > 0
      ? {
          applies: ownsDevicesRow,
          scores:
            healthScores.data && !healthScores.isPlaceholderData
              ? new Map(healthScores.data.map((h) => [h.accountId, h]))
              : healthScores.isError
                ? new Map()
                : undefined,
        }
      : undefined;

  const ownCrumb = (account: AccountDto): Crumb => ({
    uuid: account.uuid,
    login: account.user?.login ?? String(account.id),
    label: accountDisplayName(account),
  });
  const crumbs: Crumb[] = isOwn
    ? own
      ? [ownCrumb(own)]
      : []
    : (trail.data ?? []).map((summary) =>
        own && summary.id === own.id
          ? ownCrumb(own)
          : {
              uuid: summary.uuid,
              login: summary.userLogin ?? String(summary.id),
              label:
                summary.comPartnerAccountBusinessName ||
                summary.comPartnerName ||
                summary.userLogin ||
                summary.uuid,
            },
      );

  const creatable = selectedRole ? creatableTypes(context.subject, selectedRole) : [];
  // Titled as the menu entry that opens it: 'Customers' for the children of dealers, GDO and GDS.
  const titleRole = selectedRole ?? (isOwn ? context.role : undefined);
  const customers = !!titleRole && OPERATOR_TYPES.includes(titleRole);
  const data = children.data;
  const pageCount = data ? pageCountOf(data.total, DEFAULT_PAGE_SIZE) : 1;
  const listSearch = (n: number) => {
    const next = new URLSearchParams(search);
    if (n > 1) next.set('page', String(n));
    else next.delete('page');
    const text = next.toString();
    return text ? `?${text}` : '';
  };
  if (data && !children.isPlaceholderData && data.rows.length === 0 && data.total > 0 && page > pageCount)
    return <Navigate to={{ pathname: location.pathname, search: listSearch(pageCount) }} replace />;

  const actionsFor = (account: AccountDto): AccountRowActions => {
    const role = roleOf(account);
    if (!role) return {};
    const service = MANAGEMENT_SERVICE_OF_TYPE[role];
    const may = (op: 'read' | 'update' | 'delete') => context.isSuperUser || context.can(service, op);
    const devices = ownsDevices(role);
    const view = devices
      ? context.can('DEVICE_MANAGEMENT', 'read')
        ? { href: paths.accounts.ownerDevices.getHref(account.uuid), devices }
        : undefined
      : may('read')
        ? { href: paths.accounts.list.getHref(account.uuid), devices }
        : undefined;
    return {
      view,
      edit: may('update') ? paths.accounts.detail.getHref(account.id, role, selectedUuid) : undefined,
      delete: may('delete') ? paths.accounts.delete.getHref(account.id, location.search) : undefined,
    };
  };

  const rows = data?.rows ?? [];
  const outletContext: AccountsListOutletContext = {
    searchAfterDelete: rows.length === 1 && page > 1 ? listSearch(page - 1) : location.search,
    rows,
  };
  const range = data ? pageRange(page, DEFAULT_PAGE_SIZE, data.total) : null;

  const loading =
    (context.inArea && !context.ready && !context.failed) ||
    children.isFetching ||
    (!isOwn && (trail.isFetching || types.isFetching));
  let body;
  if (context.failed) body = <AreaAlert kind="loadError" />;
  else if (!context.ready) body = <Loading announce={false} />;
  else if (!isOwn && !mayLookUp) body = <AreaAlert kind="notAuthorized" />;
  else if (!isOwn && (trail.isPending || types.isPending)) body = <Loading announce={false} />;
  else if (!isOwn && (trail.isError || types.isError)) body = <AreaAlert kind="loadError" />;
  else if (!selectedRole) body = <AreaAlert kind="unknownAccount" />;
  else if (!mayList) body = <AreaAlert kind="notAuthorized" />;
  else if (children.isPending) body = <Loading announce={false} />;
  else if (children.isError && !data) body = <AreaAlert kind="loadError" />;
  else if (rows.length === 0)
    body = (
      <Alert variant="warning" data-testid="accounts-empty">
        {t('accountManagement.list.notFound')}
      </Alert>
    );
  else
    body = (
      <>
        <AccountTable
          rows={rows}
          columns={accountListColumns(selectedRole)}
          actionsFor={actionsFor}
          health={healthColumn}
        />
        {data && range && (
          <div className="mt-3 d-flex flex-column align-items-center gap-2">
            <div className="text-body-secondary small" data-testid="item-count">
              {t('accountManagement.list.itemCount', {
                first: formatNumber(range.first, i18n.language),
                second: formatNumber(range.last, i18n.language),
                total: formatNumber(data.total, i18n.language),
              })}
            </div>
            {data.total > DEFAULT_PAGE_SIZE && (
              <AccountsPager page={page} total={data.total} search={listSearch} />
            )}
          </div>
        )}
      </>
    );

  return (
    <div
      data-testid="accounts-list"
      data-selected={selectedUuid}
      data-role={selectedRole}
      data-busy={children.isFetching}
    >
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <PageTitle testId="accounts-title" className="mb-0">
          {customers ? t('accountManagement.menu.customers') : t('accountManagement.menu.users')}
        </PageTitle>
        {creatable.length > 0 && selectedUuid && (
          <LinkButton
            to={paths.accounts.create.getHref(creatable[0], selectedUuid)}
            variant="primary"
            data-testid="account-create"
          >
            <Icon name="userPlus" className="me-1" />
            {customers ? t('accountManagement.list.createCustomer') : t('accountManagement.list.create')}
          </LinkButton>
        )}
      </div>
      <AccountBreadcrumbs crumbs={crumbs} />
      <BusyRegion busy={loading}>{body}</BusyRegion>
      <Outlet context={outletContext} />
    </div>
  );
}
