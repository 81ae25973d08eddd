import { describe, expect, it } from 'vitest';
import { deliverySucceeded, webhookCreateSchema, webhookInputSchema } from './webhooks-api';

const valid = { name: 'Desk', url: 'https://hooks.example.com/in', events: ['alarm.opened'] };

describe('webhook contracts', () => {
  it('needs an account on create, not on update, and enables by default', () => {
    expect(webhookCreateSchema.parse({ ...valid, accountId: 7 })).toMatchObject({
      accountId: 7,
      enabled: true,
    });
    expect(webhookCreateSchema.safeParse(valid).success).toBe(false);
    expect(webhookCreateSchema.safeParse({ ...valid, accountId: 0 }).success).toBe(false);
    expect(webhookInputSchema.safeParse(valid).success).toBe(true);
    expect(webhookInputSchema.safeParse({ ...valid, accountId: 7 }).success).toBe(false);
  });

  it('refuses a non-http URL, no events, unknown events', () => {
    expect(webhookInputSchema.safeParse({ ...valid, url: 'ftp://x.example.com' }).success).toBe(false);
    expect(webhookInputSchema.safeParse({ ...valid, events: [] }).success).toBe(false);
    expect(webhookInputSchema.safeParse({ ...valid, events: ['alarm.flapped'] }).success).toBe(false);
  });

  it('counts only 2xx as received', () => {
    expect([200, 204, 299].map(deliverySucceeded)).toEqual([true, true, true]);
    expect([null, 199, 301, 404, 500].map(deliverySucceeded)).toEqual([false, false, false, false, false]);
  });
});
