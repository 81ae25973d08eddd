import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { correctHistoryRange, defaultHistoryRange } from '@app/contracts';
import { LinkButton } from '../../../components/ui/link-button';
import { BusyRegion, Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { saveCsv } from '../../../lib/save-file';
import { deviceQueryOptions } from '../../../features/devices/api/get-device';
import { historyInterval, useDeviceHistory } from '../../../features/devices/api/get-device-history';
import { useDevicePermissions } from '../../../lib/devices/use-device-permissions';
import { HistoryChart } from '../../../features/devices/components/history-chart';
import {
  CHARTS,
  formatRowTime,
  historyCsvTable,
  historyRows,
  MAX_HISTORY_MS,
  rangeFromSearch,
  type HistoryMeasure,
} from '../../../features/devices/utils/history-data';
import { HistoryRange } from '../../../features/devices/components/history-range';
import { HistoryTable } from '../../../features/devices/components/history-table';

/**
 * /devices/history/{id}: a device's status history over a period (default the last month) as
 * ECharts line charts of PM2.5, temperature, humidity, filter and connection, the same numbers as
 * a table, and a CSV download of exactly those rows. Needs STATISTICS_MANAGEMENT read (and
 * DEVICE_MANAGEMENT read, as the server asks): checked before any call, since a 403 signs out.
 */
export function DeviceHistoryPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const id = Number(useParams().id);
  const [search, setSearch] = useSearchParams();
  const [fallback] = useState(() => defaultHistoryRange());
  const range = rangeFromSearch(search) ?? fallback;
  const [note, setNote] = useState<string | null>(null);

  const permissions = useDevicePermissions();
  const allowed = permissions.canReadStatistics;

  const device = useQuery({ ...deviceQueryOptions(id), enabled: allowed });
  const uid = device.data?.uid ?? null;
  const span = Date.parse(range.to) - Date.parse(range.from);
  const tooLong = span > MAX_HISTORY_MS;
  const history = useDeviceHistory(uid, range.from, range.to, allowed && !tooLong);
  const rows = useMemo(() => historyRows(history.data ?? []), [history.data]);

  const name = device.data?.name || device.data?.uid || '';
  const start = Date.parse(range.from);
  const end = Date.parse(range.to);
  const caption = t('deviceManagement.history.tableCaption', {
    name,
    from: formatRowTime(start, language),
    to: formatRowTime(end, language),
  });
  const seriesName = (key: HistoryMeasure | 'online') => t(`deviceManagement.history.columns.${key}`);
  const states = useMemo(
    () => [t('deviceManagement.history.offline'), t('deviceManagement.history.online')] as const,
    [t],
  );
  const points = useMemo(
    () =>
      Object.fromEntries(
        CHARTS.map(({ key }) => [
          key,
          rows.map((row) => [row.time, key === 'online' ? (row.online ? 1 : 0) : row.values[key]] as const),
        ]),
      ),
    [rows],
  );

  const changeRange = (changed: 'from' | 'to', value: string) => {
    // The address bar as it is now, not as this render saw it: a change that follows another before
    // React re-renders (a quick second edit) keeps the first instead of restoring its old end.
    const current = new URLSearchParams(window.location.search);
    const before = rangeFromSearch(current) ?? fallback;
    const next = correctHistoryRange({ ...before, [changed]: value }, changed);
    const corrected = changed === 'from' ? next.to !== before.to : next.from !== before.from;
    setNote(
      corrected
        ? t(
            changed === 'from'
              ? 'deviceManagement.history.correctedTo'
              : 'deviceManagement.history.correctedFrom',
          )
        : null,
    );
    current.set('from', next.from);
    current.set('to', next.to);
    setSearch(current);
  };

  const downloadCsv = async () => {
    const { toCsv } = await import('../../../lib/csv');
    const table = historyCsvTable(
      rows,
      {
        time: t('deviceManagement.history.columns.time'),
        timeIso: t('deviceManagement.history.columns.timeIso'),
        online: t('deviceManagement.history.columns.online'),
        measures: {
          pm25: seriesName('pm25'),
          temp: seriesName('temp'),
          humidity: seriesName('humidity'),
          filter: seriesName('filter'),
        },
        onlineValue: (online) =>
          t(online ? 'deviceManagement.history.online' : 'deviceManagement.history.offline'),
      },
      language,
    );
    const day = (iso: string) => iso.slice(0, 10);
    saveCsv(`history-${uid ?? id}-${day(range.from)}-${day(range.to)}.csv`, toCsv(table, language));
  };

  const title = (
    <PageTitle testId="device-history-title">
      {name ? t('deviceManagement.history.title', { name }) : t('deviceManagement.history.titleUnknown')}
    </PageTitle>
  );
  const back = (
    <LinkButton to={paths.devices.list.getHref()} variant="outline-secondary" size="sm" className="mb-3">
      {t('deviceManagement.history.back')}
    </LinkButton>
  );

  if (!permissions.ready && !permissions.failed) return <Loading />;
  if (!allowed)
    return (
      <>
        {title}
        <Alert variant="warning" data-testid="device-history-not-authorized">
          {t('deviceManagement.history.notAuthorized')}
        </Alert>
      </>
    );
  if (device.isPending) return <Loading />;
  if (device.isError || !device.data)
    return (
      <>
        {title}
        <Alert variant="warning" data-testid="device-history-unknown">
          {isApiError(device.error) && device.error.status !== 404
            ? t('error.unknown')
            : t('deviceManagement.detail.unknownDevice')}
        </Alert>
        {back}
      </>
    );

  const minutes = historyInterval(range.from, range.to) / 60;
  return (
    <>
      {title}
      {back}
      <HistoryRange
        from={range.from}
        to={range.to}
        onChange={changeRange}
        describedBy={note || tooLong ? 'history-note' : undefined}
      />
      <div id="history-note" role="status" data-testid="history-note">
        {tooLong ? (
          <Alert variant="warning">{t('deviceManagement.history.rangeTooLong')}</Alert>
        ) : (
          note && <Alert variant="info">{note}</Alert>
        )}
      </div>
      {!uid ? (
        <Alert variant="info" data-testid="history-no-uid">
          {t('deviceManagement.history.noUid')}
        </Alert>
      ) : (
        !tooLong && (
          <BusyRegion busy={history.isFetching} testId="history-data">
            <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
              <p className="text-body-secondary small mb-0 me-auto" data-testid="history-interval">
                {t('deviceManagement.history.interval', { minutes })}
              </p>
              <Button
                variant="outline-primary"
                size="sm"
                onClick={() => void downloadCsv()}
                disabled={!rows.length}
                data-testid="history-csv"
              >
                {t('deviceManagement.history.downloadCsv')}
              </Button>
            </div>
            {history.isPending ? (
              <Loading announce={false} />
            ) : !rows.length ? (
              <Alert variant="info" data-testid="history-empty">
                {t('deviceManagement.history.noData')}
              </Alert>
            ) : (
              <>
                {CHARTS.map(({ key, colour, yMin, yMax }) =>
                  // A measure the model does not report: say so instead of drawing an empty chart.
                  !(points[key] ?? []).some(([, value]) => value !== null) ? (
                    <p key={key} className="text-body-secondary" data-testid={`history-not-measured-${key}`}>
                      {t('deviceManagement.history.notMeasured', { name: seriesName(key) })}
                    </p>
                  ) : (
                    <HistoryChart
                      key={key}
                      id={`history-chart-${key}`}
                      name={seriesName(key)}
                      label={t('deviceManagement.history.chartLabel', { name: seriesName(key) })}
                      colour={colour}
                      points={points[key] ?? []}
                      language={language}
                      yMin={yMin}
                      yMax={yMax}
                      states={key === 'online' ? states : undefined}
                      start={start}
                      end={end}
                    />
                  ),
                )}
                <HistoryTable rows={rows} caption={caption} />
              </>
            )}
          </BusyRegion>
        )
      )}
    </>
  );
}
