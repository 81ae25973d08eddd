import { describe, expect, it } from 'vitest';
import { mqGatewayUrl } from './mq-url';

const path = (id: string, env: string, ack = 30000) =>
  `/ws/v2/consumer/persistent/${id}/out/${env}/${id}-sub?ackTimeoutMillis=${ack}&subscriptionType=Failover`;

describe('message service gateway URL', () => {
  it.each([
    ['https://openapi.tuyaeu.com', 'wss://mqe.tuyaeu.com:8285'],
    ['https://openapi.tuyaus.com', 'wss://mqe.tuyaus.com:8285'],
    ['https://openapi.tuyacn.com', 'wss://mqe.tuyacn.com:8285'],
    ['https://openapi-weaz.tuyaeu.com', 'wss://mqe.tuyaeu.com:8285'],
  ])('derives it from the data centre %s', (baseUrl, gateway) => {
    expect(mqGatewayUrl({ baseUrl, accessId: 'abc123' })).toBe(`${gateway}${path('abc123', 'event')}`);
  });

  it('uses TUYA_MQ_ENV and the acknowledgement timeout', () => {
    expect(
      mqGatewayUrl({
        baseUrl: 'https://openapi.tuyaeu.com',
        accessId: 'a',
        mqEnv: 'event-test',
        ackTimeoutMs: 500,
      }),
    ).toBe(`wss://mqe.tuyaeu.com:8285${path('a', 'event-test', 500)}`);
  });

  it('serves a plain-http fake cloud on its own host and port', () => {
    expect(mqGatewayUrl({ baseUrl: 'http://127.0.0.1:8099', accessId: 'a' })).toBe(
      `ws://127.0.0.1:8099${path('a', 'event')}`,
    );
  });

  it('takes TUYA_MQ_URL as the gateway, or whole when it has a path', () => {
    expect(
      mqGatewayUrl({
        baseUrl: 'https://openapi.tuyaeu.com',
        accessId: 'a',
        mqUrl: 'wss://mq.example.com:9000/',
      }),
    ).toBe(`wss://mq.example.com:9000${path('a', 'event')}`);
    const whole =
      'wss://mq.example.com/ws/v2/consumer/persistent/a/out/event/a-sub?subscriptionType=Failover';
    expect(mqGatewayUrl({ baseUrl: 'https://openapi.tuyaeu.com', accessId: 'a', mqUrl: whole })).toBe(whole);
  });
});
