import { describe, expect, it } from 'vitest';
import type { NotificationDto } from '@app/contracts';
import { notificationMail } from './notification-mails';

const BASE = 'http://backoffice.test';
const user = (langKey: string) => ({ email: 'x@example.com', login: 'ops', firstName: 'Anna', langKey });
const listed = (id: number): NotificationDto => ({
  id,
  alarmId: 40 + id,
  event: 'opened',
  severity: 'critical',
  ruleName: 'Offline <during> hours',
  subjectName: `Room ${id}`,
  siteName: null,
  createdAt: '2026-11-28T05:00:00.000Z',
  readAt: null,
});

describe('the notification mail', () => {
  it('counts per site with the worst severity and lists the first alarms, in English', () => {
    const mail = notificationMail(BASE, user('en'), {
      sites: [
        { siteName: 'Via Roma 1, Torino', count: 1200, worst: 'major' },
        { siteName: null, count: 3, worst: 'critical' },
      ],
      listed: [listed(1), listed(2)],
      digest: false,
    });
    expect(mail.subject).toBe('Alarms: 1,203 notifications, sites: 2, worst severity: Critical');
    expect(mail.text).toContain('Dear Anna,');
    expect(mail.text).toContain('- Via Roma 1, Torino: 1,200 (worst severity: Major)');
    expect(mail.text).toContain('- No site: 3 (worst severity: Critical)');
    expect(mail.text).toContain('The first 2 of 1,203 notifications');
    expect(mail.text).toContain(`[Critical] Offline <during> hours — Room 1: opened ${BASE}/alarms/41`);
    // Names are escaped in the HTML part.
    expect(mail.html).toContain('Offline &lt;during&gt; hours');
  });

  it('is a digest when asked', () => {
    const mail = notificationMail(BASE, user('it'), {
      sites: [{ siteName: 'Via Roma 1, Torino', count: 1, worst: 'minor' }],
      listed: [listed(1)],
      digest: true,
    });
    expect(mail.subject).toBe('Riepilogo allarmi: 1 notifiche, siti: 1, gravità massima: Lieve');
    expect(mail.text).toContain('Le notifiche');
  });
});
