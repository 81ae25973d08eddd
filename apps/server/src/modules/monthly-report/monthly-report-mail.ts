import { translate } from '@app/i18n';
import type { MailMessage } from '../../adapters/mail/mailer';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The monthly energy and cost report, as a PDF attachment, in the recipient's language. */
export function monthlyReportMail(input: {
  to: string;
  langKey: string;
  month: string;
  monthName: string;
  devices: number;
  totalDevices: number;
  pdf: Buffer;
}): MailMessage {
  const t = (key: string, params: Record<string, string | number> = {}) =>
    translate(input.langKey, `monthlyReport.mail.${key}`, params);
  const paragraphs = [
    t('greeting'),
    t('text', { month: input.monthName, devices: input.devices }),
    ...(input.totalDevices > input.devices
      ? [t('truncated', { shown: input.devices, total: input.totalDevices })]
      : []),
    t('optOut'),
    translate(input.langKey, 'email.signature'),
  ];
  return {
    to: input.to,
    subject: t('subject', { month: input.monthName }),
    text: paragraphs.join('\n\n'),
    html: `<!doctype html><html lang="${escapeHtml(input.langKey)}"><body>${paragraphs
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join('')}</body></html>`,
    attachments: [
      {
        filename: `report-${input.month}.pdf`,
        contentType: 'application/pdf',
        base64: input.pdf.toString('base64'),
      },
    ],
  };
}
