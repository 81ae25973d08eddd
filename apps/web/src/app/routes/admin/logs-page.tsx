import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import type { LogLevel } from '@app/contracts';
import { Loading } from '../../../components/ui/loading';
import { useChangeLogLevel } from '../../../features/admin/api/change-log-level';
import { useLoggers } from '../../../features/admin/api/get-loggers';
import { AdminPageHeader } from '../../../features/admin/components/admin-page-header';

const LEVEL_COLOURS: Record<LogLevel, string> = {
  OFF: 'secondary',
  FATAL: 'danger',
  ERROR: 'danger',
  WARN: 'warning',
  INFO: 'info',
  DEBUG: 'primary',
  TRACE: 'primary',
};

/** /admin/logs: every logger with its level; a click changes it on the server at once. */
export function LogsPage() {
  const { t } = useTranslation();
  const loggers = useLoggers();
  const change = useChangeLogLevel();
  const [filter, setFilter] = useState('');
  const data = loggers.data;
  const entries = Object.entries(data?.loggers ?? {}).filter(([name]) =>
    name.toLowerCase().includes(filter.trim().toLowerCase()),
  );

  return (
    <div data-testid="logs-page">
      <AdminPageHeader
        testId="logs-title"
        title={t('logs.title')}
        onRefresh={() => void loggers.refetch()}
        refreshing={loggers.isFetching}
      />
      {loggers.isPending ? (
        <Loading />
      ) : !data ? (
        <Alert variant="danger">{t('admin.common.loadError')}</Alert>
      ) : (
        <>
          <p data-testid="logs-count">{t('logs.nbloggers', { total: Object.keys(data.loggers).length })}</p>
          <Form.Control
            className="mb-3"
            placeholder={t('logs.filter')}
            aria-label={t('logs.filter')}
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            data-testid="logs-filter"
          />
          <Table size="sm" striped responsive data-testid="logs-table">
            <thead>
              <tr>
                <th scope="col">{t('logs.table.name')}</th>
                <th scope="col">{t('logs.table.level')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map(([name, levels]) => (
                <tr key={name} data-testid={`logger-row-${name}`} data-level={levels.effectiveLevel}>
                  <td className="align-middle">
                    <span className="text-break">{name}</span>
                    {levels.configuredLevel === null && (
                      <small className="text-body-secondary ms-2">{t('logs.inherited')}</small>
                    )}
                  </td>
                  <td>
                    <ButtonGroup size="sm" className="flex-wrap">
                      {data.levels.map((level) => {
                        const active = levels.effectiveLevel === level;
                        return (
                          <Button
                            key={level}
                            variant={active ? LEVEL_COLOURS[level] : 'outline-secondary'}
                            active={active}
                            aria-pressed={active}
                            disabled={change.isPending}
                            onClick={() => change.mutate({ name, level })}
                            data-testid={`logger-${name}-${level}`}
                          >
                            {level}
                          </Button>
                        );
                      })}
                      {name !== 'ROOT' && levels.configuredLevel !== null && (
                        <Button
                          variant="outline-secondary"
                          disabled={change.isPending}
                          onClick={() => change.mutate({ name, level: null })}
                          data-testid={`logger-${name}-inherit`}
                        >
                          {t('logs.inherit')}
                        </Button>
                      )}
                    </ButtonGroup>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      )}
    </div>
  );
}
