import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { Loading } from '../../../components/ui/loading';
import { useHealth } from '../../../features/admin/api/get-health';
import { AdminPageHeader } from '../../../features/admin/components/admin-page-header';
import { HealthDetailsModal } from '../../../features/admin/components/health-details-modal';
import { StatusBadge } from '../../../features/admin/components/status-badge';

/** /admin/health: every component with its status badge; the eye opens what the check found. */
export function HealthPage() {
  const { t } = useTranslation();
  const health = useHealth();
  const [open, setOpen] = useState<string | null>(null);
  const report = health.data;
  const opened = open ? report?.components[open] : undefined;

  return (
    <div data-testid="health-page">
      <AdminPageHeader
        testId="health-title"
        title={t('health.title')}
        onRefresh={() => void health.refetch()}
        refreshing={health.isFetching}
      >
        {report && (
          <span className="align-self-center" data-testid="health-overall">
            <StatusBadge status={report.status} />
          </span>
        )}
      </AdminPageHeader>
      {health.isPending ? (
        <Loading />
      ) : !report ? (
        <Alert variant="danger">{t('admin.common.loadError')}</Alert>
      ) : (
        <Table striped hover responsive data-testid="health-table">
          <thead>
            <tr>
              <th scope="col">{t('health.table.service')}</th>
              <th scope="col">{t('health.table.status')}</th>
              <th scope="col">{t('health.table.details')}</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(report.components).map(([name, component]) => (
              <tr key={name} data-testid={`health-row-${name}`}>
                <td>{t(`health.indicator.${name}`, { defaultValue: name })}</td>
                <td>
                  <StatusBadge status={component.status} testId={`health-status-${name}`} />
                </td>
                <td>
                  {component.details && (
                    <Button
                      variant="link"
                      size="sm"
                      className="p-0"
                      onClick={() => setOpen(name)}
                      data-testid={`health-details-${name}`}
                      aria-label={t('health.details.open', { name })}
                    >
                      <Icon name="eye" />
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {open && opened && <HealthDetailsModal name={open} component={opened} onClose={() => setOpen(null)} />}
    </div>
  );
}
