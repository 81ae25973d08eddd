import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhookSignature } from './webhook-signature';

const secret = 'a'.repeat(64);
const body = '{"id":"whd_1_2","event":"alarm.opened"}';

describe('webhook signatures (docs/decisions/040)', () => {
  it('verifies what it signed, within the replay window either side', () => {
    const header = signWebhook(secret, body, 1_800_000_000);
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(secret, header, body, 1_800_000_000)).toBe(true);
    expect(verifyWebhookSignature(secret, header, body, 1_800_000_300)).toBe(true);
    expect(verifyWebhookSignature(secret, header, body, 1_799_999_700)).toBe(true);
  });

  it('refuses an old timestamp, another body, another secret, a forged or missing header', () => {
    const header = signWebhook(secret, body, 1_800_000_000);
    expect(verifyWebhookSignature(secret, header, body, 1_800_000_301)).toBe(false);
    expect(verifyWebhookSignature(secret, header, body.replace('opened', 'cleared'), 1_800_000_000)).toBe(
      false,
    );
    expect(verifyWebhookSignature('b'.repeat(64), header, body, 1_800_000_000)).toBe(false);
    // The timestamp is signed: moving it forward breaks the signature.
    expect(
      verifyWebhookSignature(secret, header.replace('t=1800000000', 't=1800000200'), body, 1_800_000_200),
    ).toBe(false);
    expect(verifyWebhookSignature(secret, 't=1800000000,v1=zz', body, 1_800_000_000)).toBe(false);
    expect(verifyWebhookSignature(secret, undefined, body, 1_800_000_000)).toBe(false);
    expect(verifyWebhookSignature(secret, 'v1=abc', body, 1_800_000_000)).toBe(false);
  });
});
