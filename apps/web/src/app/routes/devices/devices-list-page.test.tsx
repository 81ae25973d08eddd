import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { DeviceDto } from '@app/contracts';
import { i18n } from '../../../lib/i18n';
import { startApi, type ApiCall, type TestApi } from '../../../../test/api-server';
import { renderRoute } from '../../../../test/render';
import { DevicesListPage } from './devices-list-page';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

const device = (id: number, name: string): DeviceDto =>
  ({
    id,
    uid: `uid-${id}`,
    name,
    serialNumber: null,
    modelName: null,
    addressId: null,
  }) as unknown as DeviceDto;

/** 25 devices 'Purifier n'; 3 of them are tagged 'Sala'. */
const ALL = Array.from({ length: 25 }, (_, i) =>
  device(i + 1, i < 3 ? `Sala ${i + 1}` : `Purifier ${i + 1}`),
);

function devicesAnswer(call: ApiCall) {
  const name = call.query.get('name.contains');
  const matching = name ? ALL.filter((d) => (d.name ?? '').includes(name)) : ALL;
  const page = Number(call.query.get('page'));
  const size = Number(call.query.get('size'));
  return {
    body: matching.slice(page * size, (page + 1) * size),
    headers: { 'x-total-count': String(matching.length) },
  };
}

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

async function openList() {
  api = await startApi((call) => {
    if (call.path === '/api/devices') return devicesAnswer(call);
    if (call.path === '/api/devicesIot') return { body: { success: true, t: 0, result: { devices: [] } } };
    if (call.path === '/api/fleet/quota') return { status: 204 };
    if (call.method === 'GET') return { body: [] };
    return undefined;
  });
  const view = renderRoute(<DevicesListPage />, { path: '/devices' });
  await screen.findByTestId('device-row-1');
  return view;
}

const count = () => screen.getByTestId('devices-selection-count').textContent;
const pageBox = () => screen.getByLabelText<HTMLInputElement>(t('deviceManagement.list.selectPage'));
const rowBox = (name: string) =>
  screen.getByLabelText<HTMLInputElement>(t('deviceManagement.list.selectRow', { name }));
const isSticky = () => screen.getByTestId('devices-toolbar').classList.contains('is-sticky');

describe('the device list selection', () => {
  it('counts the selected rows in the selection bar, which sticks while something is selected', async () => {
    const { user } = await openList();
    expect(count()).toBe('0 selezionati');
    expect(isSticky()).toBe(false);
    await user.click(rowBox('Purifier 5'));
    expect(count()).toBe('1 selezionato');
    expect(isSticky()).toBe(true);
    expect(pageBox().indeterminate).toBe(true);
    await user.click(screen.getByRole('button', { name: t('deviceManagement.list.clearSelection') }));
    expect(count()).toBe('0 selezionati');
    expect(isSticky()).toBe(false);
  });

  it('selects and unselects the whole page with its checkbox', async () => {
    const { user } = await openList();
    await user.click(pageBox());
    expect(count()).toBe('20 selezionati');
    expect(pageBox().checked).toBe(true);
    expect(rowBox('Purifier 20').checked).toBe(true);
    await user.click(pageBox());
    expect(count()).toBe('0 selezionati');
  });

  it('keeps the selection across pages and a new sort', async () => {
    const { user } = await openList();
    await user.click(pageBox());
    await user.click(screen.getByRole('button', { name: t('deviceManagement.pagination.next') }));
    await screen.findByTestId('device-row-21');
    expect(pageBox().checked).toBe(false);
    await user.click(rowBox('Purifier 21'));
    expect(count()).toBe('21 selezionati');
    await user.click(screen.getByRole('button', { name: t('deviceManagement.pagination.previous') }));
    await screen.findByTestId('device-row-1');
    expect(pageBox().checked).toBe(true);
    await user.click(screen.getByTitle(t('deviceManagement.list.sortBy', { column: 'Nome' })));
    await waitFor(() =>
      expect(api!.callsTo('GET', '/api/devices').at(-1)?.query.getAll('sort')[0]).toBe('name,asc'),
    );
    expect(count()).toBe('21 selezionati');
  });

  it('selects every matching device, on every page, in one call', async () => {
    const { user } = await openList();
    await user.click(
      screen.getByRole('button', { name: t('deviceManagement.list.selectAll', { total: '25' }) }),
    );
    await waitFor(() => expect(count()).toBe('25 selezionati'));
    expect(api!.callsTo('GET', '/api/devices').some((c) => c.query.get('size') === '10000')).toBe(true);
    // Everything is selected: nothing more to select.
    expect(screen.queryByTestId('device-select-all-matching')).toBeNull();
  });

  it('drops the selection when the filters change', async () => {
    const { user } = await openList();
    await user.click(pageBox());
    expect(count()).toBe('20 selezionati');
    await user.type(screen.getByLabelText(t('deviceManagement.filters.name')), 'Sala');
    await user.click(screen.getByRole('button', { name: t('deviceManagement.filters.apply') }));
    await waitFor(() => expect(screen.queryByTestId('device-row-4')).toBeNull());
    expect(api!.callsTo('GET', '/api/devices').at(-1)?.query.get('name.contains')).toBe('Sala');
    expect(count()).toBe('0 selezionati');
    expect(isSticky()).toBe(false);
    expect(pageBox().checked).toBe(false);
  });
});
