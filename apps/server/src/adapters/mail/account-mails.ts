import { translate } from '@app/i18n';
import type { MailMessage } from './mailer';

interface Recipient {
  email: string;
  login: string;
  firstName?: string | null;
  langKey: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A mail with a greeting, one paragraph, one link and the signature, in the user's language. */
function linkMail(
  user: Recipient,
  kind: 'activation' | 'reset' | 'creation' | 'consumer',
  link: string,
  extra?: string,
): MailMessage {
  const t = (key: string, params?: Record<string, string | number>) => translate(user.langKey, key, params);
  const name = user.firstName || user.login;
  const greeting = t(`email.${kind}.greeting`, { name });
  const body = t(`email.${kind}.text`);
  const signature = t('email.signature');
  const lines = [greeting, '', body, link, ...(extra ? ['', extra] : []), '', signature];
  const html = `<!doctype html><html lang="${escapeHtml(user.langKey)}"><body>
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>${extra ? `<p>${escapeHtml(extra)}</p>` : ''}
<p>${escapeHtml(signature)}</p></body></html>`;
  return { to: user.email, subject: t(`email.${kind}.subject`), text: lines.join('\n'), html };
}

export const activationMail = (baseUrl: string, user: Recipient, key: string) =>
  linkMail(user, 'activation', `${baseUrl}/account/activate/${encodeURIComponent(key)}`);

export const resetMail = (baseUrl: string, user: Recipient, key: string, validityHours: number) =>
  linkMail(
    user,
    'reset',
    `${baseUrl}/account/reset/finish/${encodeURIComponent(key)}`,
    translate(user.langKey, 'email.reset.expiry', { hours: validityHours }),
  );

/** A user created by an administrator sets its password through the reset link. */
export const creationMail = (baseUrl: string, user: Recipient, key: string) =>
  linkMail(user, 'creation', `${baseUrl}/account/reset/finish/${encodeURIComponent(key)}`);

/** A consumer's link to the consumer page (registration and every later visit). */
export const consumerMail = (
  baseUrl: string,
  consumer: { email: string; langKey: string },
  key: string,
  validityHours: number,
) =>
  linkMail(
    { ...consumer, login: consumer.email },
    'consumer',
    `${baseUrl}/consumer/${encodeURIComponent(key)}`,
    translate(consumer.langKey, 'email.consumer.expiry', { hours: validityHours }),
  );
