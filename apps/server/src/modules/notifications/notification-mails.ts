import { translate } from '@app/i18n';
import { severityRank, type AlarmSeverity, type NotificationDto } from '@app/contracts';
import type { MailMessage } from '../../adapters/mail/mailer';
import type { PendingSite } from './notification.repository';

/** The most alarms one mail lists; the rest are counted per site. */
export const MAIL_LIST_LIMIT = 20;

/** Where a recipient changes what it receives: every notification mail links it. */
export const PREFERENCES_PATH = '/notifications/preferences';
const CENTRE_PATH = '/notifications';

export interface NotificationMailFacts {
  /** Everything pending, per site (the worst site first). */
  sites: PendingSite[];
  /** The first pending notifications (at most MAIL_LIST_LIMIT), the worst first. */
  listed: NotificationDto[];
  digest: boolean;
}

interface MailRecipient {
  email: string;
  login: string;
  firstName: string | null;
  langKey: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * One mail for everything pending for a recipient (docs/decisions/040, "mail without storms"): the
 * count and the worst severity in the subject, the sites with their counts and worst severity,
 * then the first alarms with links — 10,000 purifiers going offline together read as one mail
 * naming the sites. In the recipient's language.
 */
export function notificationMail(
  baseUrl: string,
  user: MailRecipient,
  facts: NotificationMailFacts,
): MailMessage {
  const lang = user.langKey;
  const t = (key: string, params?: Record<string, string | number>) =>
    translate(lang, `notifications.${key}`, params);
  const number = new Intl.NumberFormat(lang);
  const severity = (s: AlarmSeverity) => t(`severity.${s}`);
  const count = facts.sites.reduce((sum, site) => sum + site.count, 0);
  const worst =
    facts.sites.map((s) => s.worst).sort((a, b) => severityRank(a) - severityRank(b))[0] ?? 'minor';
  const params = {
    count: number.format(count),
    sites: number.format(facts.sites.length),
    worst: severity(worst),
    shown: number.format(facts.listed.length),
  };
  const siteLines = facts.sites.map((site) =>
    t('email.siteLine', {
      site: site.siteName ?? t('email.noSite'),
      count: number.format(site.count),
      worst: severity(site.worst),
    }),
  );
  const alarmLines = facts.listed.map((n) => ({
    text: t('email.alarmLine', {
      severity: severity(n.severity),
      rule: n.ruleName,
      subject: n.subjectName ?? n.siteName ?? '—',
      event: t(`event.${n.event}`),
    }),
    link: `${baseUrl}/alarms/${n.alarmId}`,
  }));
  const greeting = t('email.greeting', { name: user.firstName || user.login });
  const intro = t(facts.digest ? 'email.introDigest' : 'email.intro', params);
  const listHeading = count > facts.listed.length ? t('email.listedSome', params) : t('email.listedAll');
  const centre = `${baseUrl}${CENTRE_PATH}`;
  const preferences = `${baseUrl}${PREFERENCES_PATH}`;
  const signature = translate(lang, 'email.signature');
  const text = [
    greeting,
    '',
    intro,
    '',
    t('email.bySite'),
    ...siteLines.map((l) => `- ${l}`),
    '',
    listHeading,
    ...alarmLines.map((a) => `- ${a.text} ${a.link}`),
    '',
    t('email.centre'),
    centre,
    '',
    t('email.preferences'),
    preferences,
    '',
    signature,
  ].join('\n');
  const html = `<!doctype html><html lang="${escapeHtml(lang)}"><body>
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>
<h2>${escapeHtml(t('email.bySite'))}</h2><ul>${siteLines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
<h2>${escapeHtml(listHeading)}</h2><ul>${alarmLines
    .map((a) => `<li><a href="${escapeHtml(a.link)}">${escapeHtml(a.text)}</a></li>`)
    .join('')}</ul>
<p>${escapeHtml(t('email.centre'))} <a href="${escapeHtml(centre)}">${escapeHtml(centre)}</a></p>
<p>${escapeHtml(t('email.preferences'))} <a href="${escapeHtml(preferences)}">${escapeHtml(preferences)}</a></p>
<p>${escapeHtml(signature)}</p></body></html>`;
  return {
    to: user.email,
    subject: t(facts.digest ? 'email.subjectDigest' : 'email.subject', params),
    text,
    html,
  };
}
