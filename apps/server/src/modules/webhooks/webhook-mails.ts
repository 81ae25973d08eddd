import { translate } from '@app/i18n';
import type { MailMessage } from '../../adapters/mail/mailer';
import type { AccountRecipient } from './webhook.repository';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface DisabledEndpointFacts {
  id: number;
  name: string;
  url: string;
  failures: number;
  /** The last attempt's outcome: `HTTP 500` or the connection's error. */
  lastError: string;
}

/**
 * The notice that an endpoint was disabled after failing too often, to the account's user in his
 * language (Italian when his language is not one of ours): which endpoint, why, and where to
 * enable it again.
 */
export function webhookDisabledMail(
  baseUrl: string,
  user: AccountRecipient & { email: string },
  endpoint: DisabledEndpointFacts,
): MailMessage {
  const lang = user.langKey;
  const params = {
    name: endpoint.name,
    url: endpoint.url,
    failures: endpoint.failures,
    lastError: endpoint.lastError,
    account: user.accountName ?? user.login,
  };
  const t = (key: string) => translate(lang, `webhooks.email.${key}`, params);
  const greeting = translate(lang, 'webhooks.email.greeting', { name: user.firstName || user.login });
  const paragraphs = [t('disabled'), t('lastError'), t('action')];
  const link = `${baseUrl}/webhooks/${endpoint.id}`;
  const linkLabel = t('link');
  const signature = translate(lang, 'email.signature');
  const text = [greeting, '', ...paragraphs, '', linkLabel, link, '', signature].join('\n');
  const html = `<!doctype html><html lang="${escapeHtml(lang)}"><body>
<p>${escapeHtml(greeting)}</p>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}
<p>${escapeHtml(linkLabel)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(signature)}</p></body></html>`;
  return { to: user.email, subject: t('subject'), text, html };
}
