import { airStandardsRows } from '@app/contracts';
import {
  BOLD,
  COLORS,
  CONTENT_WIDTH,
  drawPageFrames,
  FONT,
  line,
  PAGE,
  pdfText,
  reportDocument,
} from './pdf-layout';
import { reportFormat } from './report-format';
import type { StandardsReportModel } from './standards-report-model';

type Doc = PDFKit.PDFDocument;

/** A paragraph that wraps within the content width, starting a new page when it would not fit. */
function paragraph(
  doc: Doc,
  text: string,
  y: number,
  style: { font?: string; size?: number; color?: string },
) {
  doc
    .font(style.font ?? FONT)
    .fontSize(style.size ?? 9)
    .fillColor(style.color ?? COLORS.text);
  const clean = pdfText(text);
  let top = y;
  if (top + doc.heightOfString(clean, { width: CONTENT_WIDTH }) > PAGE.bottom) {
    doc.addPage();
    top = PAGE.top;
  }
  doc.text(clean, PAGE.left, top, { width: CONTENT_WIDTH });
  return doc.y;
}

/**
 * The standards report of one site as a PDF (issue 31 item 1, decision 049): the site, its account
 * and period, then per standard its source and version, the figure and the outcome in words — the
 * rows the page's table shows (`airStandardsRows`), so the two agree — and how they are computed.
 */
export async function renderStandardsReportPdf(model: StandardsReportModel): Promise<Buffer> {
  const f = reportFormat(model.language);
  const { period } = model.figures;
  const { doc, done } = reportDocument({
    title: `${f.t('airQuality.standards.pdf.title')} ${f.period(period.from, period.to)}`,
    author: f.t('global.brand'),
    subject: model.siteLabel,
    createdAt: model.generatedAt,
  });

  line(doc, f.t('airQuality.standards.pdf.title'), PAGE.left, PAGE.top, {
    width: CONTENT_WIDTH,
    font: BOLD,
    size: 18,
  });
  let y = PAGE.top + 28;
  for (const text of [
    f.t('airQuality.standards.pdf.site', { site: model.siteLabel }),
    ...(model.accountName ? [f.t('airQuality.standards.pdf.account', { account: model.accountName })] : []),
    f.t('airQuality.standards.pdf.devices', { count: model.devices }),
    f.t(model.openingHours ? 'airQuality.standards.hours' : 'airQuality.standards.allHours'),
  ]) {
    y = paragraph(doc, text, y, { size: 10 }) + 3;
  }
  y += 10;
  for (const row of airStandardsRows(model.figures, f.t, f.language)) {
    doc.moveTo(PAGE.left, y).lineTo(PAGE.right, y).lineWidth(0.5).strokeColor(COLORS.border).stroke();
    y = paragraph(doc, row.source, y + 6, { font: BOLD, size: 10 }) + 2;
    y = paragraph(doc, row.figure, y, { size: 9 }) + 2;
    y =
      paragraph(doc, `${f.t('airQuality.standards.result')}: ${row.result}`, y, { font: BOLD, size: 9 }) + 8;
  }
  paragraph(doc, f.t('airQuality.standards.pdf.method'), y + 8, { size: 8, color: COLORS.muted });

  drawPageFrames(doc, {
    product: f.t('global.brand'),
    title: f.t('airQuality.standards.pdf.title'),
    period: f.period(period.from, period.to),
    footer: `${model.siteLabel} · ${f.t('airQuality.standards.pdf.generated', { date: f.dateTime(model.generatedAt) })}`,
    pageLabel: (page, pages) => f.t('airQuality.standards.pdf.page', { page, pages }),
  });
  doc.end();
  return done;
}
