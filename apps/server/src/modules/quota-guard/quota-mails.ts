import { translate } from '@app/i18n';
import type { QuotaLevel } from '@app/contracts';
import type { MailMessage } from '../../adapters/mail/mailer';

export interface QuotaAlertFacts {
  level: Exclude<QuotaLevel, 'ok'>;
  /** The account's name (business name, else its login). */
  account: string;
  used: number;
  limit: number;
  usedFraction: number;
  projectedFraction: number;
  /** Epoch ms, or null when the quota lasts the month. */
  depletesAt: number | null;
  slowdown: number;
}

interface Recipient {
  email: string;
  login: string;
  firstName?: string | null;
  langKey: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The quota alert mail (to the account and to its parent account), in the recipient's language:
 * used and projected share, when the quota runs out, and that status polling was slowed down.
 * Dates in Europe/Rome, the application's time zone.
 */
export function quotaAlertMail(baseUrl: string, user: Recipient, facts: QuotaAlertFacts): MailMessage {
  const lang = user.langKey;
  const t = (key: string, params?: Record<string, string | number>) =>
    translate(lang, `quota.email.${key}`, params);
  const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 });
  const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 });
  const when = new Intl.DateTimeFormat(lang, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Rome',
  });
  const params = {
    account: facts.account,
    used: number.format(facts.used),
    limit: number.format(facts.limit),
    usedPercent: percent.format(facts.usedFraction),
    projectedPercent: percent.format(facts.projectedFraction),
    depletesAt: facts.depletesAt === null ? '' : when.format(new Date(facts.depletesAt)),
    slowdown: new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(facts.slowdown),
  };
  const greeting = translate(lang, 'quota.email.greeting', { name: user.firstName || user.login });
  const paragraphs = [
    t('used', params),
    t('projected', params),
    facts.depletesAt === null ? t('lasts', params) : t('depletes', params),
    facts.slowdown > 1 ? t('slowdown', params) : t('noSlowdown', params),
    t('action', params),
  ];
  const link = `${baseUrl}/`;
  const signature = translate(lang, 'email.signature');
  const text = [greeting, '', ...paragraphs, '', link, '', signature].join('\n');
  const html = `<!doctype html><html lang="${escapeHtml(lang)}"><body>
<p>${escapeHtml(greeting)}</p>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}
<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(signature)}</p></body></html>`;
  return { to: user.email, subject: t(`subject.${facts.level}`, params), text, html };
}
