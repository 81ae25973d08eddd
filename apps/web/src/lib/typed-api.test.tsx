import { afterEach, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../test/api-server';
import { fillPath, typedApi } from './typed-api';

let server: TestApi | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('the typed API client', () => {
  it('fills and encodes path parameters, and refuses a missing one', () => {
    expect(fillPath('/api/devices/{id}/history', { id: 7 })).toBe('/api/devices/7/history');
    expect(fillPath('/api/public/air/{token}', { token: 'a/b c' })).toBe('/api/public/air/a%2Fb%20c');
    expect(() => fillPath('/api/devices/{id}', {})).toThrow('the path parameter id is missing');
  });

  it('calls the operation with its path, query and body, and answers the declared body', async () => {
    server = await startApi((call) =>
      call.method === 'PATCH'
        ? { body: { id: 4, name: (call.body as { name: string }).name } }
        : { body: [{ id: 1 }, { id: 2 }], headers: { 'x-total-count': '42' } },
    );
    const updated = await typedApi.patch('/api/scheduled-exports/{id}', {
      path: { id: 4 },
      body: { name: 'Weekly alarms' },
    });
    expect(updated).toEqual({ id: 4, name: 'Weekly alarms' });
    expect(server.callsTo('PATCH', '/api/scheduled-exports/4')[0]?.body).toEqual({ name: 'Weekly alarms' });

    const page = await typedApi.page('/api/alarms', { query: { state: 'active', page: 0, size: 2 } });
    expect(page.total).toBe(42);
    expect(page.rows).toHaveLength(2);
    const query = server.callsTo('GET', '/api/alarms')[0]!.query;
    expect([query.get('state'), query.get('page'), query.get('size')]).toEqual(['active', '0', '2']);
  });

  it('is checked against the document at compile time', () => {
    // Each line below must not compile (tsc fails on an unused @ts-expect-error): a path the API
    // does not have, a missing path parameter, a body where the operation reads none, a query
    // parameter it does not declare, a value outside its enum.
    const checks = () => [
      // @ts-expect-error no such path
      typedApi.get('/api/no-such-thing'),
      // @ts-expect-error the id is missing
      typedApi.get('/api/devices/{id}', {}),
      // @ts-expect-error GET reads no body
      typedApi.get('/api/api-keys', { body: { name: 'x' } }),
      // @ts-expect-error not a parameter of the alarm list
      typedApi.page('/api/alarms', { query: { colour: 'red' } }),
      // @ts-expect-error not an alarm state
      typedApi.page('/api/alarms', { query: { state: 'sleeping' } }),
    ];
    expect(typeof checks).toBe('function');
  });
});
