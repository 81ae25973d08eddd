import type { EnergyReportModel } from './energy-report-model';
import { drawPageFrames, reportDocument } from './pdf-layout';
import { ReportCharts } from './report-charts';
import { reportFormat } from './report-format';
import { devicePage } from './report-device-page';
import { summaryPages } from './report-summary-page';

/**
 * The PDF energy report (docs/decisions/022-pdf-energy-report.md): a fleet summary page (devices,
 * hours run, energy, cost, time per badge; the table goes on on further pages for a large fleet),
 * then one page per device with its figures and the charts of the period. The product's name and
 * the period head every page; the reader's language throughout.
 */
export async function renderEnergyReportPdf(model: EnergyReportModel): Promise<Buffer> {
  const f = reportFormat(model.language);
  const { doc, done } = reportDocument({
    title: `${f.t('energyReport.title')} ${f.period(model.period.start, model.period.end)}`,
    author: f.t('global.brand'),
    subject: model.accountName,
    createdAt: model.generatedAt,
  });

  const charts = new ReportCharts();
  try {
    summaryPages(doc, model, f, charts);
    for (const device of model.devices) {
      doc.addPage();
      devicePage(doc, model, device, f, charts);
    }
  } finally {
    charts.dispose();
  }
  drawPageFrames(doc, {
    product: f.t('global.brand'),
    title: f.t('energyReport.title'),
    period: f.period(model.period.start, model.period.end),
    footer: `${model.accountName} · ${f.t('energyReport.generated', { date: f.dateTime(model.generatedAt) })}`,
    pageLabel: (page, pages) => f.t('energyReport.page', { page, pages }),
  });
  doc.end();
  return done;
}
