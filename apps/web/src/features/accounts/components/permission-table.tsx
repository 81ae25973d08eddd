import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { CRUD_OPERATIONS, type CrudOperation } from '@app/contracts';
import { operationsOf, type Switches } from '../utils/permission-flags';

export interface PermissionRow {
  code: string;
  name: string;
  readOnly: boolean;
  switches: Switches;
  /** The holder has a stored record (else the default, full permission, applies). */
  stored: boolean;
  changed: boolean;
  disabled: Set<CrudOperation>;
  extra?: ReactNode;
}

/**
 * One row per service with a switch per operation (read-only services: read only). Switches the
 * grantor may not grant are disabled. Switch ids/test ids `perm-<SERVICE_CODE>-<operation>`, rows
 * `perm-row-<SERVICE_CODE>` (data-stored, data-changed).
 */
export function PermissionTable({
  rows,
  disabled,
  onToggle,
}: {
  rows: PermissionRow[];
  disabled: boolean;
  onToggle: (code: string, operation: CrudOperation, on: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table responsive hover className="align-middle" data-testid="permission-table">
      <thead>
        <tr>
          <th scope="col">{t('accountManagement.permissions.service')}</th>
          {CRUD_OPERATIONS.map((op) => (
            <th scope="col" key={op} className="text-center">
              {t(`accountManagement.permissions.${op}`)}
            </th>
          ))}
          <th scope="col" />
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.code}
            data-testid={`perm-row-${row.code}`}
            data-stored={row.stored}
            data-changed={row.changed}
            className={row.changed ? 'table-warning' : undefined}
          >
            <th scope="row" className="fw-normal">
              <div>{t(`accountManagement.services.${row.code}`, { defaultValue: row.name })}</div>
              {!row.stored && (
                <small className="text-body-secondary">{t('accountManagement.permissions.noRecord')}</small>
              )}
            </th>
            {CRUD_OPERATIONS.map((op) => (
              <td key={op} className="text-center">
                {operationsOf(row.readOnly).includes(op) ? (
                  <Form.Check
                    type="switch"
                    className="d-inline-block"
                    id={`perm-${row.code}-${op}`}
                    data-testid={`perm-${row.code}-${op}`}
                    checked={row.switches[op]}
                    disabled={disabled || row.disabled.has(op)}
                    title={row.disabled.has(op) ? t('accountManagement.permissions.ungrantable') : undefined}
                    aria-label={`${t(`accountManagement.services.${row.code}`, { defaultValue: row.name })}: ${t(`accountManagement.permissions.${op}`)}`}
                    onChange={(event) => onToggle(row.code, op, event.target.checked)}
                  />
                ) : (
                  <span className="text-body-tertiary" aria-hidden="true">
                    –
                  </span>
                )}
              </td>
            ))}
            <td className="text-end">{row.extra}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
