import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  AIR_QUALITY_DEFAULT_DAYS,
  AIR_QUALITY_PERIOD_RULES,
  PM25_BANDS,
  WHO_PM25_24H,
  WHO_PM25_ANNUAL,
  addIsoDays,
  airStandardsDaysTable,
  airStandardsOverviewTable,
  lastDaysPeriod,
  latestCellWindow,
  resolveAirQualityPeriod,
  type Pm25Band,
} from '@app/contracts';
import { BusyRegion, Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { formatDate } from '../../../lib/formatters';
import { saveCsv } from '../../../lib/save-file';
import { paths } from '../../../config/paths';
import { useAirQualitySite } from '../../../features/fleet/api/get-air-quality-site';
import { useAirStandards } from '../../../features/fleet/api/get-air-standards';
import { useAirStandardsOverview } from '../../../features/fleet/api/get-air-standards-overview';
import { useDownloadStandardsPdf } from '../../../features/fleet/api/download-standards-pdf';
import { ReportDownloadError } from '../../../lib/report-download';
import { AirStandardsTable } from '../../../features/fleet/components/air-standards-table';
import { AirStandardsOverviewTable } from '../../../features/fleet/components/air-standards-overview-table';
import { EffectivenessSection } from '../../../features/fleet/components/effectiveness-section';
import { useAirQualitySites } from '../../../features/fleet/api/get-air-quality-sites';
import { useAirQualityPermissions } from '../../../features/fleet/hooks/use-air-quality-permissions';
import { formatMean, weekdayNames } from '../../../features/fleet/utils/air-quality-bands';
import { AirQualityLegend } from '../../../features/fleet/components/air-quality-legend';
import { AirQualityHeatmap } from '../../../features/fleet/components/air-quality-heatmap';
import { AirQualitySitesTable } from '../../../features/fleet/components/air-quality-sites-table';
import { AirQualityWeekTable } from '../../../features/fleet/components/air-quality-week-table';
import { FleetNav } from '../../../features/fleet/components/fleet-nav';

/** The period presets, in days (a year is 365: the server takes up to 366). */
const PRESETS = [7, 30, 90, 365] as const;

/**
 * /fleet/air-quality (decisions 024, 025): per site, the mean PM2.5 by hour against the WHO 2021 guideline.
 * The period (?from&to, ISO dates, `to` excluded; presets or custom), the sites × 24 hours table
 * (worst first), every site's standards overview (decision 049, worst first, with its CSV), and for
 * the chosen site (?site) its 7 × 24 heatmap with a table alternative; a cell opens the device
 * history of the latest such hour in the period (one hour). Needs
 * STATISTICS_MANAGEMENT read (checked before any call: a 403 signs out); the history also
 * DEVICE_MANAGEMENT read.
 */
export function AirQualityPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const [now] = useState(() => Date.now());
  const fallback = lastDaysPeriod(AIR_QUALITY_DEFAULT_DAYS, now);
  const asked = { from: search.get('from') ?? fallback.from, to: search.get('to') ?? fallback.to };
  const resolved = resolveAirQualityPeriod(asked.from, asked.to, now);
  const period = 'period' in resolved ? resolved.period : null;
  const siteParam = Number(search.get('site'));
  const siteId = Number.isInteger(siteParam) && siteParam > 0 ? siteParam : null;
  const [deviceChoice, setDeviceChoice] = useState<number | null>(null);

  const permissions = useAirQualityPermissions();
  const allowed = permissions.canRead && period !== null;
  const sites = useAirQualitySites(period?.from ?? '', period?.to ?? '', allowed);
  const overview = useAirStandardsOverview(period?.from ?? '', period?.to ?? '', allowed);
  const site = useAirQualitySite(siteId, period?.from ?? '', period?.to ?? '', allowed);
  const standards = useAirStandards(siteId, period?.from ?? '', period?.to ?? '', allowed);
  const standardsPdf = useDownloadStandardsPdf();

  const weekdaysShort = useMemo(() => weekdayNames(language, 'short'), [language]);
  const weekdaysLong = useMemo(() => weekdayNames(language, 'long'), [language]);
  const bandLabels = useMemo(
    () =>
      Object.fromEntries(PM25_BANDS.map((band) => [band, t(`airQuality.legend.${band}`)])) as Record<
        Pm25Band,
        string
      >,
    [t],
  );

  const setParams = (change: Record<string, string | null>) => {
    const params = new URLSearchParams(search);
    for (const [key, value] of Object.entries(change)) {
      if (value === null) params.delete(key);
      else params.set(key, value);
    }
    setSearch(params);
  };
  const preset = PRESETS.find((days) => {
    const p = lastDaysPeriod(days, now);
    return p.from === asked.from && p.to === asked.to;
  });
  const choosePreset = (days: number) => setParams(lastDaysPeriod(days, now));
  // The "until" input shows the last day included; the API's `to` is the day after.
  const until = /^\d{4}-\d{2}-\d{2}$/.test(asked.to) ? addIsoDays(asked.to, -1) : '';

  const selectSite = (addressId: number) => {
    setDeviceChoice(null);
    setParams({ site: String(addressId) });
  };

  const devices = site.data?.devices ?? [];
  const device = devices.find((d) => d.id === deviceChoice) ?? devices[0] ?? null;
  const openCell =
    permissions.canOpenHistory && device && period
      ? (weekday: number, hour: number) => {
          const window = latestCellWindow(period, weekday, hour);
          if (!window) return;
          const query = new URLSearchParams({
            from: new Date(window.start).toISOString(),
            to: new Date(window.end).toISOString(),
          });
          void navigate(`${paths.devices.history.getHref(device.id)}?${query.toString()}`);
        }
      : undefined;

  const title = <PageTitle testId="air-quality-title">{t('airQuality.title')}</PageTitle>;
  if (!permissions.ready)
    return (
      <>
        <FleetNav />
        {title}
        {permissions.failed ? <Alert variant="danger">{t('airQuality.loadFailed')}</Alert> : <Loading />}
      </>
    );
  if (!permissions.canRead)
    return (
      <>
        <FleetNav />
        {title}
        <Alert variant="warning" data-testid="air-quality-forbidden">
          {t('airQuality.forbidden')}
        </Alert>
      </>
    );

  const siteLabel = site.data
    ? (site.data.label ?? t('airQuality.sites.unnamed', { id: site.data.addressId }))
    : '';
  return (
    <>
      <FleetNav />
      {title}
      <p className="text-body-secondary">
        {t('airQuality.intro', { day: WHO_PM25_24H, annual: WHO_PM25_ANNUAL })}
      </p>

      <Form
        as="section"
        aria-labelledby="air-quality-period-title"
        className="mb-3"
        onSubmit={(e) => e.preventDefault()}
      >
        <h2 id="air-quality-period-title" className="h5">
          {t('airQuality.period.title')}
        </h2>
        <div className="d-flex flex-wrap align-items-end gap-3">
          <ButtonGroup size="sm" aria-label={t('airQuality.period.presets')} className="flex-wrap">
            {PRESETS.map((days) => (
              <Button
                key={days}
                variant={preset === days ? 'primary' : 'outline-primary'}
                aria-pressed={preset === days}
                data-testid={`air-quality-preset-${days}`}
                onClick={() => choosePreset(days)}
              >
                {days === 365 ? t('airQuality.period.year') : t('airQuality.period.days', { count: days })}
              </Button>
            ))}
          </ButtonGroup>
          <Form.Group controlId="air-quality-from">
            <Form.Label className="mb-1 small">{t('airQuality.period.from')}</Form.Label>
            <Form.Control
              type="date"
              size="sm"
              value={asked.from}
              data-testid="air-quality-from"
              onChange={(e) => e.target.value && setParams({ from: e.target.value })}
            />
          </Form.Group>
          <Form.Group controlId="air-quality-until">
            <Form.Label className="mb-1 small">{t('airQuality.period.until')}</Form.Label>
            <Form.Control
              type="date"
              size="sm"
              value={until}
              data-testid="air-quality-until"
              onChange={(e) => e.target.value && setParams({ to: addIsoDays(e.target.value, 1) })}
            />
          </Form.Group>
        </div>
        {'issue' in resolved && (
          <Alert variant="warning" className="mt-2 mb-0" data-testid="air-quality-period-error">
            {t(AIR_QUALITY_PERIOD_RULES[resolved.issue].messageKey, { days: 366 })}
          </Alert>
        )}
      </Form>

      <section aria-labelledby="air-quality-sites-title" className="mb-4">
        <h2 id="air-quality-sites-title" className="h5">
          {t('airQuality.sites.title')}
        </h2>
        <AirQualityLegend />
        <BusyRegion busy={sites.isFetching}>
          {sites.isPending && allowed ? (
            <Loading announce={false} />
          ) : sites.isError ? (
            <Alert variant="danger">{t('airQuality.loadFailed')}</Alert>
          ) : sites.data && sites.data.sites.length === 0 ? (
            <Alert variant="info" data-testid="air-quality-no-sites">
              {t('airQuality.sites.none')}
            </Alert>
          ) : sites.data ? (
            <AirQualitySitesTable
              sites={sites.data.sites}
              caption={t('airQuality.sites.caption', {
                from: formatDate(sites.data.from),
                until: formatDate(addIsoDays(sites.data.to, -1)),
              })}
              language={language}
              selected={siteId}
              onSelect={selectSite}
            />
          ) : null}
        </BusyRegion>
      </section>

      <section
        aria-labelledby="air-standards-overview-title"
        className="mb-4"
        data-testid="air-standards-overview"
      >
        <h2 id="air-standards-overview-title" className="h5">
          {t('airQuality.overview.title')}
        </h2>
        <p className="small text-body-secondary">{t('airQuality.overview.intro')}</p>
        <BusyRegion busy={overview.isFetching}>
          {overview.isPending && allowed ? (
            <Loading announce={false} />
          ) : overview.isError ? (
            <Alert variant="danger">{t('airQuality.overview.loadFailed')}</Alert>
          ) : overview.data && overview.data.sites.length === 0 ? (
            <Alert variant="info" data-testid="air-standards-overview-none">
              {t('airQuality.overview.none')}
            </Alert>
          ) : overview.data ? (
            <>
              <AirStandardsOverviewTable
                overview={overview.data}
                caption={t('airQuality.overview.caption', {
                  from: formatDate(overview.data.from),
                  until: formatDate(addIsoDays(overview.data.to, -1)),
                })}
                selected={siteId}
                onSelect={selectSite}
              />
              <Button
                variant="outline-secondary"
                size="sm"
                data-testid="air-standards-overview-csv"
                onClick={async () => {
                  const shown = overview.data;
                  const { toCsv } = await import('../../../lib/csv');
                  saveCsv(
                    `standards-sites-${shown.from}-${addIsoDays(shown.to, -1)}.csv`,
                    toCsv(airStandardsOverviewTable(shown, t, language), language),
                  );
                }}
              >
                {t('airQuality.overview.download')}
              </Button>
            </>
          ) : null}
        </BusyRegion>
      </section>

      {siteId !== null && (
        <Card as="section" aria-labelledby="air-quality-site-title" data-testid="air-quality-site">
          <Card.Body>
            <h2 id="air-quality-site-title" className="h5">
              {site.data ? t('airQuality.site.title', { site: siteLabel }) : t('airQuality.site.loading')}
            </h2>
            {site.isPending ? (
              <Loading />
            ) : site.isError ? (
              <Alert variant="danger">{t('airQuality.site.loadFailed')}</Alert>
            ) : site.data ? (
              <>
                <p data-testid="air-quality-site-mean">
                  {site.data.mean === null
                    ? t('airQuality.site.noReadings')
                    : t('airQuality.site.mean', {
                        value: formatMean(site.data.mean, language),
                        band: t(`airQuality.bands.${site.data.band ?? 'good'}`),
                      })}
                </p>
                {devices.length > 1 && permissions.canOpenHistory && (
                  <Form.Group controlId="air-quality-device" className="mb-3" style={{ maxWidth: '24rem' }}>
                    <Form.Label>{t('airQuality.site.device')}</Form.Label>
                    <Form.Select
                      value={device?.id ?? ''}
                      data-testid="air-quality-device"
                      onChange={(e) => setDeviceChoice(Number(e.target.value))}
                    >
                      {devices.map((d) => (
                        <option key={d.id} value={d.id}>
                          {d.name || d.uid || `#${d.id}`}
                        </option>
                      ))}
                    </Form.Select>
                  </Form.Group>
                )}
                <p className="small text-body-secondary">
                  {openCell
                    ? t('airQuality.site.clickHint', {
                        device: device?.name || device?.uid || `#${device?.id}`,
                      })
                    : t('airQuality.site.noHistory')}
                </p>
                <AirQualityHeatmap
                  cells={site.data.cells}
                  weekdays={weekdaysShort}
                  bandLabels={bandLabels}
                  language={language}
                  label={t('airQuality.site.chartLabel', { site: siteLabel })}
                  onCell={openCell}
                />
                <AirQualityLegend />
                <AirQualityWeekTable
                  cells={site.data.cells}
                  weekdays={weekdaysLong}
                  caption={t('airQuality.grid.caption', {
                    site: siteLabel,
                    from: formatDate(site.data.from),
                    until: formatDate(addIsoDays(site.data.to, -1)),
                  })}
                  language={language}
                  onCell={openCell}
                />
                <section aria-labelledby="air-standards-title" className="mt-4" data-testid="air-standards">
                  <h3 id="air-standards-title" className="h6">
                    {t('airQuality.standards.title')}
                  </h3>
                  {standards.isPending ? (
                    <Loading />
                  ) : standards.isError ? (
                    <Alert variant="danger">{t('airQuality.standards.loadFailed')}</Alert>
                  ) : (
                    <>
                      <p className="small text-body-secondary">
                        {t(
                          standards.data.openingHours
                            ? 'airQuality.standards.hours'
                            : 'airQuality.standards.allHours',
                        )}
                      </p>
                      <AirStandardsTable
                        report={standards.data}
                        caption={t('airQuality.standards.caption', {
                          site: siteLabel,
                          from: formatDate(standards.data.from),
                          until: formatDate(addIsoDays(standards.data.to, -1)),
                        })}
                      />
                      <Button
                        variant="outline-secondary"
                        size="sm"
                        data-testid="air-standards-csv"
                        onClick={async () => {
                          const report = standards.data;
                          const { toCsv } = await import('../../../lib/csv');
                          saveCsv(
                            `standards-${report.addressId}-${report.from}-${addIsoDays(report.to, -1)}.csv`,
                            toCsv(airStandardsDaysTable(report.figures, t, language), language),
                          );
                        }}
                      >
                        {t('airQuality.standards.download')}
                      </Button>{' '}
                      <Button
                        variant="outline-secondary"
                        size="sm"
                        data-testid="air-standards-pdf"
                        disabled={standardsPdf.isPending}
                        onClick={() =>
                          standardsPdf.mutate({
                            addressId: standards.data.addressId,
                            from: standards.data.from,
                            to: standards.data.to,
                          })
                        }
                      >
                        {t('airQuality.standards.downloadPdf')}
                      </Button>
                      <div role="status" className="visually-hidden">
                        {standardsPdf.isPending ? t('airQuality.standards.pdfPending') : ''}
                      </div>
                      {standardsPdf.isError && (
                        <Alert variant="danger" className="mt-2" data-testid="air-standards-pdf-error">
                          {standardsPdf.error instanceof ReportDownloadError && standardsPdf.error.messageKey
                            ? t(standardsPdf.error.messageKey, {
                                seconds: standardsPdf.error.retryAfterSeconds ?? 20,
                              })
                            : t('airQuality.standards.pdfFailed')}
                        </Alert>
                      )}
                    </>
                  )}
                </section>
                <EffectivenessSection
                  addressId={siteId}
                  siteLabel={siteLabel}
                  from={site.data.from}
                  to={site.data.to}
                />
              </>
            ) : null}
          </Card.Body>
        </Card>
      )}
    </>
  );
}

export default AirQualityPage;
