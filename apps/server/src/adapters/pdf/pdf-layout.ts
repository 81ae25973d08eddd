import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import type { LevelShare } from '@app/contracts';

/** A4 in points, the content box between the running header and footer. */
export const PAGE = { width: 595.28, height: 841.89, left: 40, right: 555.28, top: 80, bottom: 796 } as const;
export const CONTENT_WIDTH = PAGE.right - PAGE.left;

export const COLORS = {
  brand: '#0b5394',
  text: '#212529',
  muted: '#6c757d',
  border: '#dee2e6',
  stripe: '#f5f7fa',
  panel: '#f8f9fa',
  danger: '#dc3545',
  warning: '#ffc107',
  success: '#198754',
  noData: '#ced4da',
} as const;

export const FONT = 'Helvetica';
export const BOLD = 'Helvetica-Bold';

type Doc = PDFKit.PDFDocument;

/** The characters of the standard PDF fonts (WinAnsi: Latin-1 and the Windows-1252 extras such as € – “ ”). */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const winAnsi = (c: string) => {
  const code = c.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(c);
};

/** Signs the reports write that WinAnsi lacks, spelled with the characters it has. */
const SPELLED: Readonly<Record<string, string>> = { '≤': '<=', '≥': '>=' };

/**
 * Text the standard fonts can show: a letter outside WinAnsi loses its accent if that is enough
 * ('ź' becomes 'z', 'ł' becomes '?'), a sign is spelled ('≤' becomes '<='), anything else becomes
 * '?', instead of printing garbage.
 */
export function pdfText(text: string): string {
  let out = '';
  for (const c of text) {
    if (winAnsi(c)) out += c;
    else if (SPELLED[c]) out += SPELLED[c];
    else {
      const base = c.normalize('NFKD').replace(/\p{M}/gu, '');
      out += base && [...base].every(winAnsi) ? base : '?';
    }
  }
  return out;
}

/** Text cut with an ellipsis to fit one line of `width` in the current font. */
export function fitText(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** One line of text that never wraps nor moves the cursor to a new page. */
export function line(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  options: {
    width: number;
    font?: string;
    size?: number;
    color?: string;
    align?: 'left' | 'right' | 'center';
  },
): void {
  doc
    .font(options.font ?? FONT)
    .fontSize(options.size ?? 9)
    .fillColor(options.color ?? COLORS.text);
  doc.text(fitText(doc, pdfText(text), options.width), x, y, {
    width: options.width,
    align: options.align ?? 'left',
    lineBreak: false,
  });
}

export interface PageFrame {
  product: string;
  title: string;
  period: string;
  footer: string;
  pageLabel: (page: number, pages: number) => string;
}

/** The running header (product, title, period) and footer (account, date, page x of y) of every page. */
export function drawPageFrames(doc: Doc, frame: PageFrame): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Writing in the margins would otherwise add pages.
    const margins = { ...doc.page.margins };
    doc.page.margins = { top: 0, bottom: 0, left: 0, right: 0 };
    doc.rect(0, 0, PAGE.width, 6).fill(COLORS.brand);
    line(doc, frame.product, PAGE.left, 24, { width: 200, font: BOLD, size: 12, color: COLORS.brand });
    line(doc, frame.title, PAGE.left + 200, 22, {
      width: CONTENT_WIDTH - 200,
      size: 8,
      color: COLORS.muted,
      align: 'right',
    });
    line(doc, frame.period, PAGE.left + 200, 33, {
      width: CONTENT_WIDTH - 200,
      font: BOLD,
      size: 9,
      align: 'right',
    });
    doc.moveTo(PAGE.left, 50).lineTo(PAGE.right, 50).lineWidth(0.5).strokeColor(COLORS.border).stroke();
    doc.moveTo(PAGE.left, 808).lineTo(PAGE.right, 808).lineWidth(0.5).strokeColor(COLORS.border).stroke();
    line(doc, frame.footer, PAGE.left, 814, { width: 380, size: 7.5, color: COLORS.muted });
    line(doc, frame.pageLabel(i - start + 1, count), PAGE.right - 120, 814, {
      width: 120,
      size: 7.5,
      color: COLORS.muted,
      align: 'right',
    });
    doc.page.margins = margins;
  }
}

/** A row of equal boxes with a small label and a large value; answers the y below them. */
export function kpiBoxes(
  doc: Doc,
  y: number,
  items: { label: string; value: string; note?: string }[],
): number {
  const gap = 10;
  const width = (CONTENT_WIDTH - gap * (items.length - 1)) / items.length;
  const height = 50;
  items.forEach((item, i) => {
    const x = PAGE.left + i * (width + gap);
    doc.roundedRect(x, y, width, height, 4).fillAndStroke(COLORS.panel, COLORS.border);
    line(doc, item.label.toUpperCase(), x + 8, y + 8, { width: width - 16, size: 6.5, color: COLORS.muted });
    line(doc, item.value, x + 8, y + 19, { width: width - 16, font: BOLD, size: 15 });
    if (item.note) line(doc, item.note, x + 8, y + 38, { width: width - 16, size: 6.5, color: COLORS.muted });
  });
  return y + height;
}

/** A horizontal bar split by badge, with a legend of the shares; answers the y below it. */
export function shareBar(
  doc: Doc,
  x: number,
  y: number,
  width: number,
  share: LevelShare,
  legend: (level: keyof LevelShare) => string,
): number {
  const levels: (keyof LevelShare)[] = ['danger', 'warning', 'success', 'noData'];
  let offset = 0;
  for (const level of levels) {
    const part = Math.max(0, share[level]) * width;
    if (part > 0.2) doc.rect(x + offset, y, part, 10).fill(COLORS[level]);
    offset += part;
  }
  // Four legend entries in a row on a wide bar, two rows of two on a narrow one.
  const perRow = width >= 400 ? 4 : 2;
  const slot = width / perRow;
  levels.forEach((level, i) => {
    const lx = x + (i % perRow) * slot;
    const ly = y + 16 + Math.floor(i / perRow) * 12;
    doc.rect(lx, ly, 7, 7).fill(COLORS[level]);
    line(doc, legend(level), lx + 10, ly, { width: slot - 12, size: 7.5 });
  });
  return y + 16 + Math.ceil(levels.length / perRow) * 12;
}

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

const ROW = 15;

/**
 * A table with a header row, zebra rows and an optional bold total row; when the page is full it goes
 * on on a new page (from `continueAt`) with the header repeated. Answers the y below it.
 */
export function table(
  doc: Doc,
  y: number,
  columns: Column[],
  rows: string[][],
  options: { total?: string[]; continueAt: number; x?: number },
): number {
  const left = options.x ?? PAGE.left;
  const width = columns.reduce((sum, c) => sum + c.width, 0);
  const header = (top: number) => {
    doc.rect(left, top, width, ROW + 2).fill(COLORS.brand);
    cells(
      top + 4.5,
      columns.map((c) => c.header),
      { font: BOLD, color: '#ffffff' },
    );
    return top + ROW + 2;
  };
  const cells = (top: number, values: string[], style: { font?: string; color?: string } = {}) => {
    let x = left;
    columns.forEach((column, i) => {
      line(doc, values[i] ?? '', x + 4, top, {
        width: column.width - 8,
        size: 8,
        align: column.align ?? 'left',
        ...style,
      });
      x += column.width;
    });
  };
  let top = header(y);
  rows.forEach((row, index) => {
    if (top + ROW > PAGE.bottom) {
      doc.addPage();
      top = header(options.continueAt);
    }
    if (index % 2 === 1) doc.rect(left, top, width, ROW).fill(COLORS.stripe);
    cells(top + 4, row);
    top += ROW;
  });
  if (options.total) {
    if (top + ROW + 2 > PAGE.bottom) {
      doc.addPage();
      top = header(options.continueAt);
    }
    doc
      .moveTo(left, top)
      .lineTo(left + width, top)
      .lineWidth(0.8)
      .strokeColor(COLORS.text)
      .stroke();
    cells(top + 5, options.total, { font: BOLD });
    top += ROW + 2;
  }
  return top;
}

/** An SVG (an ECharts chart) drawn at (x, y) in a box of width × height points. */
export function drawSvg(doc: Doc, svg: string, x: number, y: number, width: number, height: number): void {
  SVGtoPDF(doc, svg, x, y, {
    width,
    height,
    assumePt: true,
    fontCallback: (_family, bold) => (bold ? BOLD : FONT),
    warningCallback: () => undefined,
  });
}

/** A chart's title over a framed box with a centred message, where the chart has nothing to show. */
export function emptyChart(
  doc: Doc,
  title: string,
  message: string,
  box: { x: number; y: number; width: number; height: number },
): void {
  const { x, y, width, height } = box;
  line(doc, title, x, y + 1, { width, font: BOLD, size: 9 });
  doc
    .roundedRect(x, y + 20, width, height - 24, 4)
    .lineWidth(0.5)
    .dash(3, { space: 3 })
    .strokeColor(COLORS.border)
    .stroke();
  doc.undash();
  line(doc, message, x, y + height / 2, { width, size: 8, color: COLORS.muted, align: 'center' });
}

/**
 * A buffered A4 report document with the layout's margins and its metadata; `done` resolves with
 * the PDF bytes once the caller has drawn it and called `doc.end()`.
 */
export function reportDocument(info: { title: string; author: string; subject: string; createdAt: number }): {
  doc: Doc;
  done: Promise<Buffer>;
} {
  const doc = new PDFDocument({
    size: 'A4',
    margins: {
      top: PAGE.top,
      bottom: PAGE.height - PAGE.bottom,
      left: PAGE.left,
      right: PAGE.width - PAGE.right,
    },
    bufferPages: true,
    info: {
      Title: info.title,
      Author: info.author,
      Subject: info.subject,
      CreationDate: new Date(info.createdAt),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
