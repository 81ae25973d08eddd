import { describe, expect, it } from 'vitest';
import { mqDataKey } from './mq-credentials';
import { encryptMqData } from './mq-crypto';
import { buildMqFrame } from './mq-frame';
import { parseMqFrame } from './mq-message';

const key = mqDataKey('fakeclientsecret0000000000000000');
const T = 1_700_000_000_000;
const frame = (protocol: number, data: unknown, encryption: 'aes_ecb' | 'aes_gcm' = 'aes_ecb') =>
  buildMqFrame({ protocol, data, key, encryption, messageId: 'm1', publishTime: new Date(T + 50) }).text;

describe('message service frames', () => {
  it('reads a protocol 4 status report, keeping plain values and the latest t', () => {
    const data = {
      dataId: 'AAXI3c1i6',
      devId: 'dev1',
      productKey: 'p',
      newKey: { added: 'later' },
      status: [
        { code: 'switch', value: true, t: T, '1': 'true' },
        { code: 'pm25', value: 12, t: T + 10, '2': '12' },
        { code: 'raw', value: { bytes: 'AA==' }, t: T },
      ],
    };
    for (const mode of ['aes_ecb', 'aes_gcm'] as const)
      expect(parseMqFrame(frame(4, data, mode), key)).toEqual({
        kind: 'events',
        messageId: 'm1',
        publishTime: new Date(T + 50),
        events: [
          {
            kind: 'status',
            uid: 'dev1',
            dataId: 'AAXI3c1i6',
            reportedAt: new Date(T + 10),
            status: [
              { code: 'switch', value: true },
              { code: 'pm25', value: 12 },
            ],
          },
        ],
      });
  });

  it('reads protocol 20 online/offline (time in seconds too) and ignores other bizCodes', () => {
    const online = parseMqFrame(
      frame(20, { bizCode: 'online', devId: 'dev1', bizData: { time: T / 1000 } }),
      key,
    );
    expect(online).toMatchObject({
      kind: 'events',
      events: [{ kind: 'online', uid: 'dev1', dataId: `online:dev1:${T}`, reportedAt: new Date(T) }],
    });
    const offline = parseMqFrame(frame(20, { bizCode: 'offline', devId: 'dev2', bizData: { time: T } }), key);
    expect(offline).toMatchObject({ events: [{ kind: 'offline', uid: 'dev2' }] });
    const renamed = parseMqFrame(
      frame(20, { bizCode: 'nameUpdate', devId: 'dev2', bizData: { name: 'x' } }),
      key,
    );
    expect(renamed).toEqual({ kind: 'events', messageId: 'm1', publishTime: new Date(T + 50), events: [] });
  });

  it('maps the IoT Core protocols 1000 and 1001 to the same events', () => {
    const property = {
      bizCode: 'devicePropertyMessage',
      bizData: {
        devId: 'dev1',
        dataId: 'x9',
        productId: 'p',
        properties: [{ code: 'switch', value: false, dpId: 1, time: T }],
      },
      ts: T + 5,
    };
    expect(parseMqFrame(frame(1000, property), key)).toMatchObject({
      events: [
        {
          kind: 'status',
          uid: 'dev1',
          dataId: 'x9',
          reportedAt: new Date(T),
          status: [{ code: 'switch', value: false }],
        },
      ],
    });
    expect(
      parseMqFrame(
        frame(1001, { bizCode: 'deviceOffline', bizData: { devId: 'dev1', time: T }, ts: T }),
        key,
      ),
    ).toMatchObject({ events: [{ kind: 'offline', uid: 'dev1', reportedAt: new Date(T) }] });
    expect(parseMqFrame(frame(1000, { bizCode: 'deviceEventMessage', bizData: {} }), key)).toMatchObject({
      kind: 'events',
      events: [],
    });
  });

  it('acknowledges protocols the product does not use without decrypting them', () => {
    const envelope = Buffer.from(JSON.stringify({ protocol: 25, t: T, data: 'not-even-encrypted' })).toString(
      'base64',
    );
    expect(parseMqFrame(JSON.stringify({ messageId: 'm2', payload: envelope }), key)).toEqual({
      kind: 'events',
      messageId: 'm2',
      publishTime: null,
      events: [],
    });
  });

  it.each([
    ['not JSON', 'nope', null],
    ['no messageId', JSON.stringify({ payload: 'e30=' }), null],
    ['a payload that is not an envelope', JSON.stringify({ messageId: 'm3', payload: 'e30=' }), 'm3'],
    [
      'data under another key',
      JSON.stringify({
        messageId: 'm4',
        payload: Buffer.from(
          JSON.stringify({ protocol: 4, data: encryptMqData('{}', mqDataKey('y'.repeat(32)), 'aes_ecb') }),
        ).toString('base64'),
      }),
      'm4',
    ],
    [
      'a report without devId',
      JSON.stringify({
        messageId: 'm5',
        payload: Buffer.from(
          JSON.stringify({ protocol: 4, data: encryptMqData('{"dataId":"d","status":[]}', key, 'aes_ecb') }),
        ).toString('base64'),
      }),
      'm5',
    ],
  ])('turns %s into a malformed message, never an exception', (_, text, messageId) => {
    const parsed = parseMqFrame(text, key);
    expect(parsed).toMatchObject({ kind: 'malformed', messageId });
    expect(parsed.kind === 'malformed' && parsed.reason.length > 0).toBe(true);
  });
});
