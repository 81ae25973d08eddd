import type { EntityDescriptor, EntityDto } from '@app/contracts';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../../components/ui/icon';
import { SortHeader } from '../../../components/ui/sort-header';
import { paths } from '../../../config/paths';
import type { SortState } from '../../../lib/list-params';
import { entityColumns, type Column } from '../utils/entity-columns';
import { propertyLabelKey } from '../utils/entity-i18n';
import { EntityValue } from './entity-value';
import { LinkButton } from '../../../components/ui/link-button';

/** The full text of a free-text cell, as its tooltip (long values are cut with an ellipsis). */
function longText(column: Column, row: EntityDto): string | undefined {
  const value = row[column.property];
  return column.kind === 'field' &&
    column.field.kind === 'string' &&
    typeof value === 'string' &&
    value.length > 30
    ? value
    : undefined;
}

function RowAction({
  to,
  icon,
  label,
  variant,
  testId,
}: {
  to: string;
  icon: IconName;
  label: string;
  variant: string;
  testId: string;
}) {
  return (
    // Named by the label also where only the icon shows (below the lg breakpoint).
    <LinkButton to={to} variant={variant} size="sm" data-testid={testId} title={label} aria-label={label}>
      <Icon name={icon} />
      <span className="d-none d-lg-inline ms-1">{label}</span>
    </LinkButton>
  );
}

/**
 * The list table of an entity: a sortable header per column (data-testid sort-<property>), the
 * related records as links, View / Edit / Delete per row carrying the list's page and sort.
 */
export function EntityTable({
  d,
  rows,
  sort,
  onSort,
  search,
}: {
  d: EntityDescriptor;
  rows: EntityDto[];
  sort: SortState | null;
  onSort: (property: string) => void;
  /** The list's query string, kept by the row links. */
  search: string;
}) {
  const { t } = useTranslation();
  const columns = entityColumns(d, { list: true });
  return (
    <div className="table-responsive position-relative bg-body rounded shadow-sm">
      <Table hover className="entity-table mb-0" data-testid="entity-table">
        <thead>
          <tr>
            {columns.map((column) => {
              const label = t(propertyLabelKey(d, column.property));
              return (
                <SortHeader
                  key={column.property}
                  property={column.property}
                  label={label}
                  sort={sort}
                  onSort={onSort}
                  title={t('entities.common.sortBy', { field: label })}
                />
              );
            })}
            <th scope="col">
              <span className="visually-hidden">{t('entities.common.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid={`entity-row-${row.id}`}>
              {columns.map((column) =>
                column.kind === 'id' ? (
                  <td key="id">
                    <Link to={paths.entity.detail.getHref(d.name, row.id, search)}>{row.id}</Link>
                  </td>
                ) : (
                  <td key={column.property} title={longText(column, row)}>
                    <EntityValue d={d} column={column} dto={row} />
                  </td>
                ),
              )}
              <td className="entity-actions">
                <ButtonGroup size="sm">
                  <RowAction
                    to={paths.entity.detail.getHref(d.name, row.id, search)}
                    icon="eye"
                    label={t('entities.common.view')}
                    variant="info"
                    testId={`view-${row.id}`}
                  />
                  {!d.readOnly && (
                    <RowAction
                      to={paths.entity.edit.getHref(d.name, row.id, search)}
                      icon="pencil"
                      label={t('entities.common.edit')}
                      variant="primary"
                      testId={`edit-${row.id}`}
                    />
                  )}
                  {!d.readOnly && (
                    <RowAction
                      to={paths.entity.delete.getHref(d.name, row.id, search)}
                      icon="trash"
                      label={t('entities.common.delete')}
                      variant="danger"
                      testId={`delete-${row.id}`}
                    />
                  )}
                </ButtonGroup>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
