import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { DEFAULT_PAGE_SIZE } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListPagination } from '../../../components/ui/list-pagination';
import { Loading } from '../../../components/ui/loading';
import { useAlarmSites, useAlertRules } from '../../../lib/alarms/alarm-sites';
import { formatNumber } from '../../../lib/formatters';
import { saveFile } from '../../../lib/save-file';
import { getAlarmsCsv, useAlarms } from '../api/get-alarms';
import {
  alarmListSearch,
  hasFilters,
  readAlarmListQuery,
  type AlarmListQuery,
} from '../utils/alarm-list-query';
import { AlarmFilters } from './alarm-filters';
import { AlarmsTable } from './alarms-table';

/**
 * The alarm list of /alarms, its filters in the address bar: the filters, the CSV of every alarm of
 * them, the table and its pages. The count is announced (aria-live) when the filters change it.
 * Test ids `alarms-count`, `alarms-empty`, `alarms-error`, `alarms-csv`, `alarms-device-filter`.
 */
export function AlarmList() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const query = readAlarmListQuery(search);
  const list = useAlarms(query);
  const sites = useAlarmSites();
  const rules = useAlertRules();
  const [csvState, setCsvState] = useState<'idle' | 'busy' | 'failed'>('idle');

  const go = (next: Partial<AlarmListQuery>) => setSearch(alarmListSearch({ ...query, page: 1, ...next }));

  const downloadCsv = async () => {
    setCsvState('busy');
    try {
      const text = await getAlarmsCsv(query);
      const day = new Date().toISOString().slice(0, 10);
      saveFile(
        new Blob([text], { type: 'text/csv;charset=utf-8' }),
        `${t('alarms.csv.filename')}-${day}.csv`,
      );
      setCsvState('idle');
    } catch {
      setCsvState('failed');
    }
  };

  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  const first = (query.page - 1) * DEFAULT_PAGE_SIZE + 1;
  return (
    <div data-testid="alarms-list">
      <AlarmFilters query={query} onChange={go} sites={sites.data ?? []} rules={rules.data ?? []} />
      <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
        {query.deviceId !== undefined && (
          <span
            className="badge text-bg-light border d-inline-flex align-items-center gap-2"
            data-testid="alarms-device-filter"
          >
            {t('alarms.filters.device', { id: query.deviceId })}
            <Button size="sm" variant="link" className="p-0" onClick={() => go({ deviceId: undefined })}>
              {t('alarms.filters.allDevices')}
            </Button>
          </span>
        )}
        <Button
          variant="outline-primary"
          size="sm"
          className="ms-auto"
          onClick={() => void downloadCsv()}
          disabled={csvState === 'busy' || total === 0}
          data-testid="alarms-csv"
        >
          {csvState === 'busy' ? t('alarms.csv.busy') : t('alarms.csv.button')}
        </Button>
      </div>
      {csvState === 'failed' && (
        <Alert variant="danger" data-testid="alarms-csv-failed">
          {t('alarms.csv.failed')}
        </Alert>
      )}
      <div aria-live="polite" className="visually-hidden" data-testid="alarms-live">
        {list.isSuccess ? t('alarms.list.found', { count: total }) : ''}
      </div>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Alert variant="danger" data-testid="alarms-error">
          <p className="mb-2">{t('alarms.list.loadError')}</p>
          <Button size="sm" variant="outline-danger" onClick={() => void list.refetch()}>
            {t('alarms.retry')}
          </Button>
        </Alert>
      ) : rows.length === 0 ? (
        <Alert variant="info" data-testid="alarms-empty">
          {hasFilters(query) || query.state !== 'active'
            ? t('alarms.list.emptyFiltered')
            : t('alarms.list.empty')}
        </Alert>
      ) : (
        <>
          <AlarmsTable alarms={rows} />
          <div className="mt-3 d-flex flex-column align-items-center gap-2">
            <div className="text-body-secondary small" data-testid="alarms-count">
              {t('alarms.list.itemCount', {
                first: formatNumber(first, i18n.language),
                last: formatNumber(first + rows.length - 1, i18n.language),
                total: formatNumber(total, i18n.language),
              })}
            </div>
            {total > DEFAULT_PAGE_SIZE && (
              <ListPagination
                page={query.page}
                total={total}
                size={DEFAULT_PAGE_SIZE}
                onSelect={(page) => go({ ...query, page })}
                labels={{
                  nav: t('alarms.pagination.nav'),
                  first: t('alarms.pagination.first'),
                  previous: t('alarms.pagination.previous'),
                  next: t('alarms.pagination.next'),
                  last: t('alarms.pagination.last'),
                }}
              />
            )}
          </div>
        </>
      )}
    </div>
  );
}
