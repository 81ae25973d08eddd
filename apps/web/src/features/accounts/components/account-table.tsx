import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import type { AccountDto, AccountListColumn } from '@app/contracts';
import { Icon } from '../../../components/ui/icon';
import { LinkButton } from '../../../components/ui/link-button';

export interface AccountRowActions {
  /** View: the account's children (?account=) or, for device-owning accounts, its devices. */
  view?: { href: string; devices: boolean };
  edit?: string;
  delete?: string;
}

export const loginOf = (account: AccountDto) => account.user?.login ?? String(account.id);

/** businessName from comPartnerAccount; name, surname, city and area (province) from comPartner (docs/product.md#accounts-area). */
function cellValue(account: AccountDto, column: AccountListColumn): string {
  switch (column) {
    case 'businessName':
      return account.comPartnerAccount?.businessName ?? '';
    case 'area':
      return account.comPartner?.province ?? '';
    default:
      return account.comPartner?.[column] ?? '';
  }
}

/**
 * The accounts list table: the columns of the selected account's role, then View / Edit / Delete;
 * one card per account on a phone (`table-cards`).
 * Rows `account-row-<login>`, buttons `account-view-<login>`, `account-edit-<login>`, `account-delete-<login>`.
 */
export function AccountTable({
  rows,
  columns,
  actionsFor,
}: {
  rows: AccountDto[];
  columns: AccountListColumn[];
  actionsFor: (account: AccountDto) => AccountRowActions;
}) {
  const { t } = useTranslation();
  return (
    <Table striped hover responsive className="align-middle table-cards" data-testid="accounts-table">
      <thead>
        <tr>
          {columns.map((column) => (
            <th scope="col" key={column} data-testid={`column-${column}`}>
              {t(`accountManagement.columns.${column}`)}
            </th>
          ))}
          <th scope="col" className="text-end">
            <span className="visually-hidden">{t('accountManagement.common.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((account) => {
          const login = loginOf(account);
          const actions = actionsFor(account);
          return (
            <tr key={account.id} data-testid={`account-row-${login}`} data-role={account.type?.role}>
              {columns.map((column) => (
                <td
                  key={column}
                  data-testid={`cell-${column}`}
                  data-label={t(`accountManagement.columns.${column}`)}
                >
                  {cellValue(account, column)}
                </td>
              ))}
              <td className="text-end text-nowrap table-cards-actions">
                <div className="d-inline-flex flex-wrap justify-content-end gap-1">
                  {actions.view && (
                    <LinkButton
                      to={actions.view.href}
                      size="sm"
                      variant="info"
                      data-testid={`account-view-${login}`}
                      data-devices={actions.view.devices}
                    >
                      <Icon name={actions.view.devices ? 'device' : 'eye'} className="me-1" />
                      {actions.view.devices
                        ? t('accountManagement.list.devices')
                        : t('accountManagement.common.view')}
                    </LinkButton>
                  )}
                  {actions.edit && (
                    <LinkButton
                      to={actions.edit}
                      size="sm"
                      variant="primary"
                      data-testid={`account-edit-${login}`}
                    >
                      <Icon name="pencil" className="me-1" />
                      {t('accountManagement.common.edit')}
                    </LinkButton>
                  )}
                  {actions.delete && (
                    <LinkButton
                      to={actions.delete}
                      size="sm"
                      variant="danger"
                      data-testid={`account-delete-${login}`}
                    >
                      <Icon name="trash" className="me-1" />
                      {t('accountManagement.common.delete')}
                    </LinkButton>
                  )}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
