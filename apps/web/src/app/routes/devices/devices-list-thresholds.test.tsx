import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_THRESHOLDS, type DeviceDto } from '@app/contracts';
import { startApi, type TestApi } from '../../../../test/api-server';
import { renderRoute } from '../../../../test/render';
import { formatTime } from '../../../lib/formatters';
import { DevicesListPage } from './devices-list-page';

const device = (id: number): DeviceDto =>
  ({
    id,
    uid: `uid-${id}`,
    name: `Purifier ${id}`,
    serialNumber: null,
    modelName: null,
    addressId: null,
  }) as unknown as DeviceDto;

/** An account's override: PM2.5 is a warning above 15 (the spec's table says above 25). */
const STRICTER = { ...DEFAULT_THRESHOLDS, pm25: { danger: null, warning: { high: 15 } } };
const live = (id: number) => ({ id: `uid-${id}`, online: true, status: [{ code: 'pm25', value: 20 }] });

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

describe('the device list status badges', () => {
  it('reads PM2.5 20 as a warning under the override the server sent, and as good without one', async () => {
    api = await startApi((call) => {
      if (call.path === '/api/devices')
        return { body: [device(1), device(2)], headers: { 'x-total-count': '2' } };
      if (call.path === '/api/devicesIot')
        return {
          body: { success: true, t: 0, result: { devices: [{ ...live(1), thresholds: STRICTER }, live(2)] } },
        };
      if (call.path === '/api/fleet/quota') return { status: 204 };
      if (call.method === 'GET') return { body: [] };
      return undefined;
    });
    renderRoute(<DevicesListPage />, { path: '/devices' });
    const badgeOf = async (id: number) =>
      within(await screen.findByTestId(`device-row-${id}`)).getByTestId('device-status');
    await waitFor(async () => expect((await badgeOf(1)).dataset.state).toBe('warning'));
    expect((await badgeOf(1)).dataset.parameter).toBe('pm25');
    expect((await badgeOf(2)).dataset.state).toBe('success');
  });

  it('says where each status came from and when: a fresh stored one without a provider read (push-first)', async () => {
    const storedAt = '2026-11-28T09:05:00.000Z';
    const readAt = '2026-11-28T09:40:00.000Z';
    api = await startApi((call) => {
      if (call.path === '/api/devices')
        return { body: [device(1), device(2)], headers: { 'x-total-count': '2' } };
      if (call.path === '/api/devicesIot')
        return {
          body: {
            success: true,
            t: 0,
            result: {
              devices: [
                { ...live(1), source: 'stored', readAt: storedAt },
                { ...live(2), source: 'provider', readAt },
              ],
            },
          },
        };
      if (call.path === '/api/fleet/quota') return { status: 204 };
      if (call.method === 'GET') return { body: [] };
      return undefined;
    });
    renderRoute(<DevicesListPage />, { path: '/devices' });
    const readAtOf = async (id: number) =>
      within(await screen.findByTestId(`device-row-${id}`)).findByTestId('device-status-read-at');
    expect((await readAtOf(1)).textContent).toBe(
      `Rilevamento memorizzato, letto alle ${formatTime(storedAt)}`,
    );
    expect((await readAtOf(2)).textContent).toBe(`Letto dal dispositivo alle ${formatTime(readAt)}`);
    // The list asks without refresh: the server chooses the store for the fresh ones.
    expect(api.callsTo('POST', '/api/devicesIot').map((c) => c.query.get('refresh'))).toEqual([null]);
  });
});
