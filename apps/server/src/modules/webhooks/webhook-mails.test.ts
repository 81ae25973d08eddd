import { describe, expect, it } from 'vitest';
import { webhookDisabledMail } from './webhook-mails';

const user = {
  login: 'customer',
  email: 'ops@example.com',
  firstName: 'Anna',
  activated: true,
  accountName: 'Bar Centrale',
};
const endpoint = {
  id: 12,
  name: 'Ticketing',
  url: 'https://t.example.com/in',
  failures: 10,
  lastError: 'HTTP 503',
};

describe('the disabled-webhook notice', () => {
  it('is written in the recipient’s language, naming the endpoint, why, and where to enable it', () => {
    const italian = webhookDisabledMail('https://bo.example.com', { ...user, langKey: 'it' }, endpoint);
    const en = webhookDisabledMail('https://bo.example.com', { ...user, langKey: 'en' }, endpoint);
    expect(italian.subject).toBe('Webhook "Ticketing" disattivato dopo 10 invii falliti');
    expect(en.subject).toBe('Webhook "Ticketing" disabled after 10 failed deliveries');
    for (const mail of [italian, en]) {
      expect(mail.to).toBe('ops@example.com');
      expect(mail.text).toContain('Anna');
      expect(mail.text).toContain('Bar Centrale');
      expect(mail.text).toContain('HTTP 503');
      expect(mail.text).toContain('https://bo.example.com/webhooks/12');
      expect(mail.html).toContain('href="https://bo.example.com/webhooks/12"');
    }
    expect(italian.text).toContain('Gentile Anna');
    expect(en.text).toContain('Dear Anna');
  });

  it('escapes what the account wrote in the HTML', () => {
    const mail = webhookDisabledMail(
      'https://bo.example.com',
      { ...user, langKey: 'en' },
      {
        ...endpoint,
        name: '<script>x</script>',
      },
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});
