import { describe, expect, it } from 'vitest';
import { isPublicAddress, refuseTarget } from './webhook-target';

describe('the webhooks SSRF rule (docs/decisions/040)', () => {
  it('refuses loopback, private, link-local, unique-local and embedded private addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.5',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fd12:3456::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '64:ff9b::192.168.0.1',
      'not-an-ip',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('lets public addresses through', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('checks only in the prod profile, and there wants https', async () => {
    expect(await refuseTarget('http://127.0.0.1:8080/hook', 'dev')).toBeNull();
    expect(await refuseTarget('http://93.184.216.34/hook', 'prod')).toBe('notHttps');
    expect(await refuseTarget('https://93.184.216.34/hook', 'prod')).toBeNull();
    expect(await refuseTarget('https://[::1]/hook', 'prod')).toBe('privateAddress');
    expect(await refuseTarget('https://localhost/hook', 'prod')).toBe('privateAddress');
  });
});
