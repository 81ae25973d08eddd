import type { LevelShare } from '@app/contracts';
import type { DeviceReportModel, EnergyReportModel } from './energy-report-model';
import {
  BOLD,
  COLORS,
  CONTENT_WIDTH,
  drawSvg,
  FONT,
  kpiBoxes,
  line,
  PAGE,
  pdfText,
  shareBar,
  table,
} from './pdf-layout';
import type { ReportCharts } from './report-charts';
import { costText, legendOf, type ReportFormat } from './report-format';

type Doc = PDFKit.PDFDocument;

/**
 * The first page: title, account, price, the fleet's figures, its time per badge, the table of the
 * devices with a total (going on on further pages for a large fleet), the energy per device as
 * far as it fits, and how the figures are computed.
 */
export function summaryPages(
  doc: Doc,
  model: EnergyReportModel,
  f: ReportFormat,
  charts: ReportCharts,
): void {
  line(doc, f.t('energyReport.title'), PAGE.left, PAGE.top, { width: CONTENT_WIDTH, font: BOLD, size: 18 });
  line(doc, model.accountName, PAGE.left, PAGE.top + 25, { width: CONTENT_WIDTH, size: 11 });
  const price =
    model.costPerKwh === null
      ? f.t('energyReport.noPrice')
      : f.t('energyReport.price', { price: f.price(model.costPerKwh) });
  line(doc, price, PAGE.left, PAGE.top + 42, { width: CONTENT_WIDTH, size: 8.5, color: COLORS.muted });

  const { total } = model;
  let y = kpiBoxes(doc, PAGE.top + 62, [
    { label: f.t('energyReport.summary.devices'), value: String(model.devices.length) },
    { label: f.t('energyReport.summary.hoursRun'), value: `${f.hours(total.runningHours)} h` },
    { label: f.t('energyReport.summary.energy'), value: `${f.kwh(total.energyKwh)} kWh` },
    {
      label: f.t('energyReport.summary.cost'),
      value: costText(f, total.cost),
      note: model.costPerKwh === null ? f.t('energyReport.summary.noPriceNote') : undefined,
    },
  ]);
  line(doc, f.t('energyReport.summary.statusTime'), PAGE.left, y + 16, {
    width: CONTENT_WIDTH,
    font: BOLD,
    size: 9,
  });
  y = shareBar(doc, PAGE.left, y + 30, CONTENT_WIDTH, model.totalShare, legendOf(f, model.totalShare));

  const columns = [
    { header: f.t('energyReport.table.device'), width: 120 },
    { header: f.t('energyReport.table.model'), width: 118 },
    { header: f.t('energyReport.table.hours'), width: 46, align: 'right' as const },
    { header: f.t('energyReport.table.energy'), width: 46, align: 'right' as const },
    { header: f.t('energyReport.table.cost'), width: 52, align: 'right' as const },
    { header: f.t('energyReport.table.danger'), width: 44, align: 'right' as const },
    { header: f.t('energyReport.table.warning'), width: 44, align: 'right' as const },
    { header: f.t('energyReport.table.success'), width: 45, align: 'right' as const },
  ];
  const row = (name: string, modelName: string, d: DeviceReportModel['energy'], share: LevelShare) => [
    name,
    modelName,
    f.hours(d.runningHours),
    f.kwh(d.energyKwh),
    costText(f, d.cost),
    f.percent(share.danger),
    f.percent(share.warning),
    f.percent(share.success),
  ];
  y = table(
    doc,
    y + 18,
    columns,
    model.devices.map((d) => row(d.name, d.modelName ?? '–', d.energy, d.share)),
    { total: row(f.t('energyReport.table.total'), '', total, model.totalShare), continueAt: PAGE.top },
  );
  const note = f.t('energyReport.method');
  doc.font(FONT).fontSize(7.5);
  const noteHeight = doc.heightOfString(note, { width: CONTENT_WIDTH });
  y = energyChart(doc, model, f, charts, y + 18, PAGE.bottom - noteHeight - 12);
  if (y + 12 + noteHeight <= PAGE.bottom)
    doc
      .font(FONT)
      .fontSize(7.5)
      .fillColor(COLORS.muted)
      .text(note, PAGE.left, y + 12, { width: CONTENT_WIDTH });
}

const BAR_ROW = 14;

/** Energy per device, the largest first, as many as fit above `limit`; answers the y below it. */
function energyChart(
  doc: Doc,
  model: EnergyReportModel,
  f: ReportFormat,
  charts: ReportCharts,
  y: number,
  limit: number,
): number {
  const fit = Math.floor((limit - y - 40) / BAR_ROW);
  if (fit < 3 || !model.devices.length) return y;
  const largest = [...model.devices].sort((a, b) => b.energy.energyKwh - a.energy.energyKwh).slice(0, fit);
  const title =
    largest.length < model.devices.length
      ? f.t('energyReport.summary.energyChartTop', { n: largest.length })
      : f.t('energyReport.summary.energyChart');
  const height = 40 + largest.length * BAR_ROW;
  const svg = charts.bar({
    title,
    categories: largest.map((d) => pdfText(d.name)),
    values: largest.map((d) => d.energy.energyKwh),
    labels: largest.map((d) => `${f.kwh(d.energy.energyKwh)} kWh`),
    color: COLORS.brand,
    width: CONTENT_WIDTH,
    height,
    horizontal: true,
  });
  drawSvg(doc, svg, PAGE.left, y, CONTENT_WIDTH, height);
  return y + height;
}
