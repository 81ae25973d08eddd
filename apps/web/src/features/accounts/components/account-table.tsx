import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import {
  healthLevel,
  type AccountDto,
  type AccountHealthDto,
  type AccountListColumn,
  type HealthLevel,
} from '@app/contracts';
import { Icon } from '../../../components/ui/icon';
import { LinkButton } from '../../../components/ui/link-button';

export interface AccountRowActions {
  /** View: the account's children (?account=) or, for device-owning accounts, its devices. */
  view?: { href: string; devices: boolean };
  edit?: string;
  delete?: string;
}

/**
 * The Health column (fleet health, decision 024): shown when the caller may read devices and the page has
 * device-owning accounts; `scores` holds the page's answer (undefined while it loads).
 */
export interface AccountHealthColumn {
  /** The rows that get a score (device-owning accounts). */
  applies: (account: AccountDto) => boolean;
  scores: ReadonlyMap<number, AccountHealthDto> | undefined;
}

const HEALTH_BG: Record<HealthLevel, { bg: string; text?: 'dark' }> = {
  good: { bg: 'success' },
  fair: { bg: 'info', text: 'dark' },
  poor: { bg: 'warning', text: 'dark' },
  critical: { bg: 'danger' },
};

/** A score with its level in words (never colour alone); 'no devices' for an account without any. */
function HealthCell({ account, column }: { account: AccountDto; column: AccountHealthColumn }) {
  const { t } = useTranslation();
  if (!column.applies(account)) return null;
  if (!column.scores) return <span className="text-body-secondary">…</span>;
  const health = column.scores.get(account.id);
  if (!health) return <span className="text-body-secondary">{t('fleetHealth.column.none')}</span>;
  const level = healthLevel(health.score);
  return (
    <Badge bg={HEALTH_BG[level].bg} text={HEALTH_BG[level].text} data-score={health.score} data-level={level}>
      {health.score} – {t(`fleetHealth.levels.${level}`)}
    </Badge>
  );
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
  health,
}: {
  rows: AccountDto[];
  columns: AccountListColumn[];
  actionsFor: (account: AccountDto) => AccountRowActions;
  /** The Health column, when it is shown. */
  health?: AccountHealthColumn;
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
          {health && (
            <th scope="col" data-testid="accounts-health-column">
              {t('fleetHealth.column.header')}
            </th>
          )}
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
              {health && (
                <td data-testid="accounts-health-cell" data-label={t('fleetHealth.column.header')}>
                  <HealthCell account={account} column={health} />
                </td>
              )}
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
