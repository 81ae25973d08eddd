import { translate } from '@app/i18n';
import type { MailMessage } from '../../adapters/mail/mailer';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The file itself, or the signed link to it with the time it stops working. */
export type ExportDeliveryContent =
  { kind: 'attachment'; fileName: string; csv: string } | { kind: 'link'; url: string; expiresAt: Date };

/** A scheduled export's mail, in its owner's language (docs/decisions/048). */
export function exportMail(input: {
  to: string;
  langKey: string;
  name: string;
  rows: number;
  content: ExportDeliveryContent;
}): MailMessage {
  const t = (key: string, params: Record<string, string | number> = {}) =>
    translate(input.langKey, `scheduledExports.mail.${key}`, params);
  const expires = (at: Date) =>
    new Intl.DateTimeFormat(input.langKey === 'en' ? 'en-GB' : 'it-IT', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Europe/Rome',
    }).format(at);
  const paragraphs = [
    t('greeting'),
    input.rows === 0 ? t('empty', { name: input.name }) : t('text', { name: input.name, rows: input.rows }),
    ...(input.content.kind === 'link'
      ? [t('link', { expires: expires(input.content.expiresAt) }), input.content.url]
      : [t('attached')]),
    t('manage'),
    translate(input.langKey, 'email.signature'),
  ];
  return {
    to: input.to,
    subject: t('subject', { name: input.name }),
    text: paragraphs.join('\n\n'),
    html: `<!doctype html><html lang="${escapeHtml(input.langKey)}"><body>${paragraphs
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join('')}</body></html>`,
    ...(input.content.kind === 'attachment'
      ? {
          attachments: [
            {
              filename: input.content.fileName,
              contentType: 'text/csv; charset=utf-8',
              base64: Buffer.from(input.content.csv, 'utf8').toString('base64'),
            },
          ],
        }
      : {}),
  };
}
