import type { DeviceReportModel, EnergyReportModel, ReportMetric } from './energy-report-model';
import {
  BOLD,
  COLORS,
  CONTENT_WIDTH,
  drawSvg,
  emptyChart,
  kpiBoxes,
  line,
  PAGE,
  shareBar,
  table,
} from './pdf-layout';
import type { LineChartSpec, ReportCharts } from './report-charts';
import { costText, legendOf, type ReportFormat } from './report-format';

type Doc = PDFKit.PDFDocument;

const HALF = (CONTENT_WIDTH - 15) / 2;
const CHART_HEIGHT = 150;

type MetricChart = { color: string } & Pick<LineChartSpec, 'bands' | 'min' | 'max' | 'interval'>;
const GOOD_BAND = 'rgba(25,135,84,0.08)';

/** Each metric's line colour, axis and bands: the success range, or the danger and warning levels of the filter. */
const METRIC_CHARTS: Record<ReportMetric, MetricChart> = {
  pm25: { color: '#6f42c1', min: 0, bands: [{ from: 0, to: 25, color: GOOD_BAND }] },
  temp: { color: '#fd7e14', bands: [{ from: 18, to: 30, color: GOOD_BAND }] },
  humidity: {
    color: '#0d6efd',
    min: 0,
    max: 100,
    interval: 25,
    bands: [{ from: 40, to: 60, color: GOOD_BAND }],
  },
  filter: {
    color: '#198754',
    min: 0,
    max: 100,
    interval: 25,
    bands: [
      { from: 0, to: 10, color: 'rgba(220,53,69,0.10)' },
      { from: 10, to: 50, color: 'rgba(255,193,7,0.12)' },
    ],
  },
};

/**
 * A device's page: name and details, its figures, hours per fan speed (chart and table with the
 * model's watts), its time per badge, and the charts of PM2.5, temperature, humidity and filter.
 */
export function devicePage(
  doc: Doc,
  model: EnergyReportModel,
  device: DeviceReportModel,
  f: ReportFormat,
  charts: ReportCharts,
): void {
  const { energy } = device;
  line(doc, device.name, PAGE.left, PAGE.top, { width: CONTENT_WIDTH, font: BOLD, size: 16 });
  const details = [
    device.modelName ?? f.t('energyReport.device.unknownModel'),
    device.serialNumber && `${f.t('energyReport.device.serial')} ${device.serialNumber}`,
    device.place,
    device.location,
  ].filter(Boolean);
  line(doc, details.join(' · '), PAGE.left, PAGE.top + 22, {
    width: CONTENT_WIDTH,
    size: 8.5,
    color: COLORS.muted,
  });
  line(doc, `${f.t('energyReport.device.uid')} ${device.uid}`, PAGE.left, PAGE.top + 35, {
    width: CONTENT_WIDTH,
    size: 7.5,
    color: COLORS.muted,
  });
  let y = kpiBoxes(doc, PAGE.top + 52, [
    { label: f.t('energyReport.summary.hoursRun'), value: `${f.hours(energy.runningHours)} h` },
    { label: f.t('energyReport.summary.energy'), value: `${f.kwh(energy.energyKwh)} kWh` },
    { label: f.t('energyReport.summary.cost'), value: costText(f, energy.cost) },
    {
      label: f.t('energyReport.device.coverage'),
      value: f.percent(1 - device.share.noData),
      note: f.t('energyReport.device.coverageNote'),
    },
  ]);

  y += 16;
  const speedHours = energy.hoursBySpeed;
  drawSvg(
    doc,
    charts.bar({
      title: f.t('energyReport.device.fanSpeeds'),
      categories: speedHours.map((_, i) => `${f.t('energyReport.device.speed', { n: i + 1 })}`),
      values: speedHours,
      labels: speedHours.map((h) => `${f.hours(h)} h`),
      color: COLORS.brand,
      width: HALF,
      height: CHART_HEIGHT,
    }),
    PAGE.left,
    y,
    HALF,
    CHART_HEIGHT,
  );
  const right = PAGE.left + HALF + 15;
  line(doc, f.t('energyReport.summary.statusTime'), right, y + 1, { width: HALF, font: BOLD, size: 9 });
  const below = shareBar(doc, right, y + 18, HALF, device.share, legendOf(f, device.share));
  table(
    doc,
    below + 8,
    [
      { header: f.t('energyReport.device.speedColumn'), width: 62 },
      { header: f.t('energyReport.device.power'), width: 55, align: 'right' },
      { header: f.t('energyReport.table.hours'), width: 62, align: 'right' },
      { header: f.t('energyReport.table.energy'), width: HALF - 179, align: 'right' },
    ],
    speedHours.map((hours, i) => [
      String(i + 1),
      f.watts(device.watts[i] ?? null),
      f.hours(hours),
      f.kwh((hours * (device.watts[i] ?? 0)) / 1000),
    ]),
    {
      total: ['', '', f.hours(energy.runningHours), f.kwh(energy.energyKwh)],
      continueAt: PAGE.top,
      x: right,
    },
  );

  y += CHART_HEIGHT + 14;
  (['pm25', 'temp', 'humidity', 'filter'] as const).forEach((metric, i) => {
    const x = PAGE.left + (i % 2) * (HALF + 15);
    const top = y + Math.floor(i / 2) * (CHART_HEIGHT + 12);
    const title = f.t(`energyReport.charts.${metric}`);
    const points = device.series[metric];
    if (!points?.some(([, v]) => v !== null)) {
      const box = { x, y: top, width: HALF, height: CHART_HEIGHT };
      emptyChart(
        doc,
        title,
        f.t(points ? 'energyReport.charts.noData' : 'energyReport.charts.notMeasured'),
        box,
      );
      return;
    }
    const svg = charts.line({
      title,
      points,
      period: model.period,
      width: HALF,
      height: CHART_HEIGHT,
      ...METRIC_CHARTS[metric],
    });
    drawSvg(doc, svg, x, top, HALF, CHART_HEIGHT);
  });
}
