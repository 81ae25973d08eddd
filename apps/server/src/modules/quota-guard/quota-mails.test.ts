import { describe, expect, it } from 'vitest';
import { quotaAlertMail, type QuotaAlertFacts } from './quota-mails';

const BASE = 'http://backoffice.test';
const user = (langKey: string) => ({ email: 'sara.galli@example.com', login: 'customer', langKey });
/** December 2026 starts at 00:00 UTC, 01:00 in Rome. */
const RENEWS = Date.parse('2026-12-01T00:00:00Z');

const exhausted: QuotaAlertFacts = {
  level: 'critical',
  account: 'Bar Centrale',
  used: 2,
  limit: 1,
  usedFraction: 2,
  projectedFraction: 4,
  depletesAt: Date.parse('2026-11-27T12:39:00Z'), // "now": the projection's run-out of a used-up quota
  renewsAt: RENEWS,
  slowdown: 24,
};

const near: QuotaAlertFacts = {
  level: 'critical',
  account: 'Bar Centrale',
  used: 800,
  limit: 1000,
  usedFraction: 0.8,
  projectedFraction: 0.95,
  depletesAt: null,
  renewsAt: RENEWS,
  slowdown: 1,
};

describe('the quota alert mail', () => {
  it('says a used-up quota is exhausted and when it renews, without shares or a run-out time (Italian)', () => {
    const mail = quotaAlertMail(BASE, user('it'), exhausted);
    expect(mail.subject).toBe('Quota IoT di Bar Centrale esaurita fino al 1 dicembre 2026 alle ore 01:00');
    expect(mail.text).toContain(
      "la quota mensile di 1 richieste IoT dell'account Bar Centrale è esaurita: comandi, timer e letture dello stato dei purificatori sono rifiutati fino al 1 dicembre 2026 alle ore 01:00, quando la quota si rinnova.",
    );
    expect(mail.text).not.toMatch(/delle 1 richieste|200|%|si esaurirà|13:39/);
    expect(mail.text).toContain(`${BASE}/fleet/health`);
    expect(mail.html).toContain(`href="${BASE}/fleet/health"`);
  });

  it('says the same in English', () => {
    const mail = quotaAlertMail(BASE, user('en'), exhausted);
    expect(mail.subject).toBe('IoT quota of Bar Centrale used up until December 1, 2026 at 1:00 AM');
    expect(mail.text).toContain(
      'is used up: commands, timers and status reads of the purifiers are refused until',
    );
    expect(mail.text).not.toMatch(/of this month's 1|200|%|will run out/);
    expect(mail.text).toContain(`${BASE}/fleet/health`);
  });

  it('gives a nearly used-up quota its used and projected share, and no run-out time when it lasts the month', () => {
    const it = quotaAlertMail(BASE, user('it'), near);
    expect(it.subject).toBe('Quota IoT di Bar Centrale quasi esaurita: previsto il 95% a fine mese');
    expect(it.text).toContain('ha usato 800 delle 1000 richieste IoT di questo mese (80%)');
    expect(it.text).toContain('La quota dovrebbe bastare fino alla fine del mese.');
    expect(it.text).not.toContain('si esaurirà');
    const en = quotaAlertMail(BASE, user('en'), {
      ...near,
      depletesAt: Date.parse('2026-11-29T17:30:00Z'),
    });
    expect(en.text).toContain("has used 800 of this month's 1,000 IoT requests (80%)");
    expect(en.text).toContain('The quota will run out on November 29, 2026 at 6:30 PM');
  });
});
