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
  /** Epoch ms: when the count restarts (the next counting month's start). */
  renewsAt: number;
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

/** Where an account's user sees the quota's use: the fleet pages, whose banner shows it. */
export const QUOTA_PAGE_PATH = '/fleet/health';

/**
 * The quota alert mail (to the account and to its parent account), in the recipient's language.
 * Used up (used ≥ limit): that it is exhausted and when it renews — no share (it would read "2 of 1
 * (200 %)") and no run-out time (it has already passed). Otherwise the used and projected share,
 * when the quota runs out at this rate (a future instant, or that it lasts the month), and whether
 * status polling was slowed down. Dates in Europe/Rome, the application's time zone.
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
    renewsAt: when.format(new Date(facts.renewsAt)),
    slowdown: new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(facts.slowdown),
  };
  const greeting = translate(lang, 'quota.email.greeting', { name: user.firstName || user.login });
  const exhausted = facts.used >= facts.limit;
  const runsOutThisMonth = facts.depletesAt !== null && facts.depletesAt < facts.renewsAt;
  const paragraphs = exhausted
    ? [t('exhausted', params), t('action', params)]
    : [
        t('used', params),
        t('projected', params),
        runsOutThisMonth ? t('depletes', params) : t('lasts', params),
        facts.slowdown > 1 ? t('slowdown', params) : t('noSlowdown', params),
        t('action', params),
      ];
  const link = `${baseUrl}${QUOTA_PAGE_PATH}`;
  const linkLabel = t('link');
  const signature = translate(lang, 'email.signature');
  const text = [greeting, '', ...paragraphs, '', linkLabel, link, '', signature].join('\n');
  const html = `<!doctype html><html lang="${escapeHtml(lang)}"><body>
<p>${escapeHtml(greeting)}</p>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}
<p>${escapeHtml(linkLabel)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(signature)}</p></body></html>`;
  return {
    to: user.email,
    subject: t(`subject.${exhausted ? 'exhausted' : facts.level}`, params),
    text,
    html,
  };
}
