import { createCipheriv, createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mqDataKey, mqPassword } from './mq-credentials';
import { decryptMqData, encryptMqData, encryptionOf } from './mq-crypto';

/**
 * Vectors made with Node's crypto outside the code under test: the literals below
 * were computed once with `createHash('md5')` and `createCipheriv`, and are recomputed here too.
 */
const ACCESS_ID = 'fakeclientid00000000';
const ACCESS_KEY = 'fakeclientsecret0000000000000000';
const PLAIN =
  '{"dataId":"d1","devId":"dev1","status":[{"1":"true","code":"switch","value":true,"t":1700000000000}]}';
const ECB =
  'qyIGYsa3rSnoc+ME1APlvKpBUvDpenvC9RZANDRqysEv+iCXuUSr94s4IbzIZnHmokl014Qv/zhXmcC811B7f+Q61xauR3gthtg1cCZzgg9g9BqbNbRWtSWhnYMvOClUTRUTe2td6c24j48g6o6urw==';
/** IV 000102…0b. */
const GCM =
  'AAECAwQFBgcICQoLYlEBXqpDMQa6iw7fg+UBWnA5eHAOtXP6+I0iO7cvTyz87Yawygpj/XI9g5aWghoZoB/HvHQsQQf0abXu/3n7Cwl8xfXm2sORi2OONHs17HzuMPjhV+1qbhjECmpCbQMhjDnAD3c0LaVPUWTcJewysIWYCSfr';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

describe('message service credentials', () => {
  it('derives the websocket password as md5(accessId + md5(accessKey)).substring(8, 24)', () => {
    expect(mqPassword(ACCESS_ID, ACCESS_KEY)).toBe('021a9773095845b7');
    expect(mqPassword('abc', 'k'.repeat(32))).toBe(md5(`abc${md5('k'.repeat(32))}`).substring(8, 24));
    expect(mqPassword('abc', 'other-key-000000000000000000000')).not.toBe(mqPassword('abc', 'k'.repeat(32)));
  });

  it('takes the data key from the access key, characters 8 to 24', () => {
    expect(mqDataKey(ACCESS_KEY).toString()).toBe('ntsecret00000000');
    expect(() => mqDataKey('short')).toThrow(/too short/);
  });
});

describe('message data decryption', () => {
  const key = mqDataKey(ACCESS_KEY);

  it('decrypts AES-128-ECB with PKCS7 padding (the default)', () => {
    expect(decryptMqData(ECB, key, 'aes_ecb')).toBe(PLAIN);
  });

  it('decrypts AES-128-GCM given as IV(12) ‖ ciphertext ‖ tag(16)', () => {
    expect(decryptMqData(GCM, key, 'aes_gcm')).toBe(PLAIN);
  });

  it('agrees with a vector made on the spot with another IV and text', () => {
    const iv = Buffer.alloc(12, 7);
    const cipher = createCipheriv('aes-128-gcm', key, iv);
    const body = Buffer.concat([cipher.update('{"a":"è"}', 'utf8'), cipher.final()]);
    const data = Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
    expect(decryptMqData(data, key, 'aes_gcm')).toBe('{"a":"è"}');
  });

  it('refuses a tampered GCM message, a wrong key and a truncated one', () => {
    const tampered = Buffer.from(GCM, 'base64');
    tampered[20] = tampered[20]! ^ 1;
    expect(() => decryptMqData(tampered.toString('base64'), key, 'aes_gcm')).toThrow();
    expect(() => decryptMqData(ECB, mqDataKey('x'.repeat(32)), 'aes_ecb')).toThrow();
    expect(() => decryptMqData('AAAA', key, 'aes_gcm')).toThrow(/shorter/);
  });

  it('round-trips what the fake gateway encrypts, in both modes', () => {
    for (const mode of ['aes_ecb', 'aes_gcm'] as const)
      expect(decryptMqData(encryptMqData(PLAIN, key, mode), key, mode)).toBe(PLAIN);
  });

  it('chooses GCM only when properties.em is aes_gcm', () => {
    expect(encryptionOf({ em: 'aes_gcm' })).toBe('aes_gcm');
    expect(encryptionOf({ em: 'other' })).toBe('aes_ecb');
    expect(encryptionOf(undefined)).toBe('aes_ecb');
  });
});
