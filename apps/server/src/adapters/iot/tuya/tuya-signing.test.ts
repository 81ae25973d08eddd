import { describe, expect, it } from 'vitest';
import { canonicalUrl, signRequest, stringToSign } from './tuya-signing';

// Tuya's published worked example (signature page; also openHAB's TuyaOpenAPITest).
const official = {
  clientId: '1KAD46OrT9HafiKdsXeg',
  secret: '4OHBOnWOqaEC1mWXOpVL3yV50s0qGSRC',
  t: '1588925778000',
  nonce: '5138cc3a9033d69856923fd07b491173',
  signedHeaders: [
    ['area_id', '29a33e8796834b1efa6'],
    ['call_id', '8afdb70ab2ed11eb85290242ac130003'],
  ] as const,
};
const accessToken = '3f4eda2bdec17232f67c0b188af3eec1';

describe('Tuya signature v2: official test vectors', () => {
  it('builds the token string to sign exactly as published, blank line included', () => {
    expect(
      stringToSign({ ...official, method: 'GET', path: '/v1.0/token', query: { grant_type: '1' } }),
    ).toBe(
      'GET\ne3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855\n' +
        'area_id:29a33e8796834b1efa6\ncall_id:8afdb70ab2ed11eb85290242ac130003\n\n/v1.0/token?grant_type=1',
    );
  });

  it('signs the token request', () => {
    expect(signRequest({ ...official, method: 'GET', path: '/v1.0/token', query: { grant_type: '1' } })).toBe(
      '9E48A3E93B302EEECC803C7241985D0A34EB944F40FB573C7B5C2A82158AF13E',
    );
  });

  it('signs a business request with the access token and a sorted query', () => {
    const input = {
      ...official,
      accessToken,
      method: 'GET',
      path: '/v2.0/apps/schema/users',
      query: { page_size: '50', page_no: '1' },
    };
    expect(signRequest(input)).toBe('AE4481C692AA80B25F3A7E12C3A5FD9BBF6251539DD78E565A1A72A508A88784');
  });
});

describe('Tuya signature v2: the further published vectors (no nonce, no signed headers)', () => {
  const plain = { clientId: official.clientId, secret: official.secret, t: official.t };

  it('signs the token request', () => {
    expect(signRequest({ ...plain, method: 'GET', path: '/v1.0/token', query: { grant_type: '1' } })).toBe(
      '7BA26C076E5ECB1E959BE274A0FFB397B2B1865FC7BCED8F1C78AC5653C20CAA',
    );
  });

  it('hashes the exact body bytes of a command', () => {
    const body = JSON.stringify({ commands: [{ code: 'switch', value: true }] });
    const input = {
      ...plain,
      accessToken,
      method: 'POST',
      path: '/v1.0/iot-03/devices/vdevo123/commands',
      body,
    };
    expect(stringToSign(input)).toMatch(/^POST\n832cb3fb[0-9a-f]{52}7275\n\n\/v1.0/);
    expect(signRequest(input)).toBe('E1F279F544BBCE87FE9539B6EB01474FD29BEDA477D9E7F0A57FC8974717397E');
    expect(signRequest({ ...input, body: Buffer.from(body) })).toBe(signRequest(input));
  });

  it('signs the batch status query without URL-encoding the comma', () => {
    const input = {
      ...plain,
      accessToken,
      method: 'GET',
      path: '/v1.0/iot-03/devices/status',
      query: { device_ids: 'a,b' },
    };
    expect(signRequest(input)).toBe('9BAF59916E36B0B0D97816867E20015D9650F08E185352EC9156170AFE17A74A');
  });

  it('changes with every part that is signed', () => {
    const base = { ...plain, accessToken, method: 'GET', path: '/v1.0/devices/x/timers' };
    const signature = signRequest(base);
    expect(signRequest({ ...base, t: '1588925778001' })).not.toBe(signature);
    expect(signRequest({ ...base, method: 'DELETE' })).not.toBe(signature);
    expect(signRequest({ ...base, accessToken: 'other' })).not.toBe(signature);
    expect(signRequest({ ...base, secret: 'other' })).not.toBe(signature);
    expect(signRequest({ ...base, query: { a: '1' } })).not.toBe(signature);
  });
});

describe('canonical URL', () => {
  it.each([
    ['/v1.0/token', {}, '/v1.0/token'],
    ['/p', { b: '2', a: '1' }, '/p?a=1&b=2'],
    ['/p', { device_ids: 'a,b', page_no: '1' }, '/p?device_ids=a,b&page_no=1'],
    ['/p', { q: 'a b' }, '/p?q=a b'],
  ])('%s %j -> %s', (path, query, url) => expect(canonicalUrl(path, query)).toBe(url));
});
