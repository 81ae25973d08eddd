import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { DashboardDevice, DataPoint, PushedDeviceStatus } from '@app/contracts';
import { i18n } from '../../../lib/i18n';
import { startApi, type ApiHandler, type TestApi } from '../../../../test/api-server';
import { pushStatusFrame, renderRoute } from '../../../../test/render';
import { formatDateTimeInput } from '../../../lib/formatters';
import { DashboardPage } from './dashboard-page';

const STORED = '2026-11-24T10:00:00.000Z';
const OFFLINE = { online: false, status: [{ code: 'pm25', value: 10 }] };
const FINE = { online: true, status: [{ code: 'pm25', value: 10 }] };
const SMOKY = { online: true, status: [{ code: 'pm25', value: 80 }] };

function device(
  id: number,
  name: string,
  options: {
    uid?: string | null;
    owner?: string;
    model?: string;
    address?: string;
    serial?: string;
    stored?: { online: boolean; status: DataPoint[] } | null;
  } = {},
): DashboardDevice {
  const stored = options.stored === undefined ? FINE : options.stored;
  return {
    id,
    uid: options.uid === undefined ? `uid-${id}` : options.uid,
    name,
    serialNumber: options.serial ?? null,
    owner: options.owner ? { id: 100 + id, name: options.owner } : null,
    address: options.address ? { state: 'valid', label: options.address } : { state: 'none', label: null },
    model: options.model ? { id: 1, name: options.model } : null,
    canView: true,
    canHistory: true,
    lastStatus: stored ? { time: STORED, online: stored.online, status: stored.status } : null,
  } as DashboardDevice;
}

const FLEET = [
  device(1, 'Salotto', { owner: 'Rossi Srl', model: 'AirPro 300', stored: OFFLINE }),
  device(2, 'Cucina', { owner: 'Rossi Srl', model: 'AirPro 300', stored: SMOKY, address: 'Via Roma 1' }),
  device(3, 'Ufficio', { owner: 'Bianchi SpA', model: 'AirMini', serial: 'SN-778', stored: FINE }),
  device(4, 'Magazzino', { uid: null, stored: null }),
];

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

async function openDashboard(devices: DashboardDevice[], more: ApiHandler = () => undefined) {
  api = await startApi((call) => {
    if (call.path === '/api/dashboard/devices') return { body: devices };
    if (call.path === '/api/fleet/quota') return { status: 204 };
    return more(call);
  });
  const view = renderRoute(<DashboardPage />, { path: '/dashboard' });
  await screen.findByTestId('dashboard-tab-danger');
  return view;
}

const tab = (key: string) => screen.getByTestId(`dashboard-tab-${key}`);
const count = (key: string) => Number(tab(key).getAttribute('data-count'));
const shownRows = () =>
  within(screen.getByTestId('dashboard-table'))
    .getAllByRole('row')
    .flatMap((row) => {
      const id = row.getAttribute('data-testid');
      return id?.startsWith('dashboard-row-') ? [Number(id.slice('dashboard-row-'.length))] : [];
    });

const push = (deviceId: number, reportedAt: string, state: { online: boolean; status: DataPoint[] }) =>
  act(() =>
    pushStatusFrame({
      devices: [{ deviceId, uid: `uid-${deviceId}`, reportedAt, ...state } satisfies PushedDeviceStatus],
    }),
  );

describe('the dashboard', () => {
  it('groups the devices by their stored condition, with the counts on the tabs and Danger open', async () => {
    await openDashboard(FLEET);
    expect([count('danger'), count('warning'), count('success'), count('unknown')]).toEqual([1, 1, 1, 1]);
    expect(tab('danger')).toHaveProperty('textContent', expect.stringContaining('1 Pericolo'));
    expect(tab('danger').getAttribute('aria-selected')).toBe('true');
    expect(shownRows()).toEqual([1]);
  });

  it('shows the Unknown tab only while some device has no status data', async () => {
    await openDashboard(FLEET.slice(0, 3));
    expect(screen.queryByTestId('dashboard-tab-unknown')).toBeNull();
    expect(screen.getAllByRole('tab')).toHaveLength(3);
  });

  it('filters on every word of the text across name, owner, serial, model and address, recounting the tabs', async () => {
    const { user } = await openDashboard(FLEET);
    const filter = screen.getByLabelText(i18n.t('dashboard.filter'));
    await user.type(filter, 'rossi ROMA');
    await waitFor(() => expect(count('warning')).toBe(1));
    expect([count('danger'), count('success')]).toEqual([0, 0]);
    await user.clear(filter);
    await user.type(filter, 'sn-778');
    await waitFor(() => expect(count('success')).toBe(1));
    expect([count('danger'), count('warning')]).toEqual([0, 0]);
  });

  it('opens the first tab with matches when the open one has none, and says so', async () => {
    const { user } = await openDashboard(FLEET);
    await user.click(screen.getByLabelText(i18n.t('dashboard.filter')));
    await user.paste('ufficio');
    await waitFor(() => expect(tab('success').getAttribute('aria-selected')).toBe('true'));
    expect(shownRows()).toEqual([3]);
    expect(screen.getByTestId('dashboard-read-status').textContent).toBe(
      'Nessun risultato in 1 Pericolo: mostrata la scheda 3 OK, dove la ricerca trova 1 dispositivo.',
    );
  });

  it('keeps the tab the user picks after a search moved it', async () => {
    const { user } = await openDashboard(FLEET);
    await user.type(screen.getByLabelText(i18n.t('dashboard.filter')), 'o');
    await user.click(tab('warning'));
    await user.type(screen.getByLabelText(i18n.t('dashboard.filter')), 'ss');
    // 'oss' (Rossi) still matches in Danger, the first tab, and no longer in OK.
    await waitFor(() => expect(count('success')).toBe(0));
    expect(count('danger')).toBe(1);
    expect(tab('warning').getAttribute('aria-selected')).toBe('true');
  });

  it('reads on open the devices with a uid and no stored status, and moves them to their tab', async () => {
    await openDashboard([...FLEET, device(5, 'Camera', { uid: 'uid-5', stored: null })], (call) =>
      call.path === '/api/devicesIot'
        ? { body: { success: true, t: 0, result: { devices: [{ id: 'uid-5', ...SMOKY }] } } }
        : undefined,
    );
    await waitFor(() => expect(count('warning')).toBe(2));
    expect(api!.callsTo('POST', '/api/devicesIot').map((c) => c.body)).toEqual([['uid-5']]);
    expect(count('unknown')).toBe(1);
  });

  it('moves a row to another tab when a newer report is pushed', async () => {
    await openDashboard(FLEET);
    push(3, '2026-11-24T10:05:00.000Z', OFFLINE);
    expect([count('danger'), count('success')]).toEqual([2, 0]);
    expect(shownRows()).toEqual([1, 3]);
  });

  it('ignores a pushed report older than the stored status', async () => {
    await openDashboard(FLEET);
    push(3, '2026-11-24T09:55:00.000Z', OFFLINE);
    expect([count('danger'), count('success')]).toEqual([1, 1]);
  });

  it('does not go back to an older push that overtook a newer one', async () => {
    await openDashboard(FLEET);
    push(3, '2026-11-24T10:10:00.000Z', SMOKY);
    push(3, '2026-11-24T10:05:00.000Z', OFFLINE);
    expect([count('danger'), count('warning'), count('success')]).toEqual([1, 2, 0]);
  });

  it('ignores pushes about devices it does not list or whose id does not match the uid', async () => {
    await openDashboard(FLEET);
    act(() =>
      pushStatusFrame({
        devices: [
          { deviceId: 99, uid: 'uid-99', reportedAt: '2026-11-24T11:00:00.000Z', ...OFFLINE },
          { deviceId: 2, uid: 'uid-3', reportedAt: '2026-11-24T11:00:00.000Z', ...OFFLINE },
        ],
      }),
    );
    expect([count('danger'), count('warning'), count('success')]).toEqual([1, 1, 1]);
  });

  it('Update reads every device with a uid again and says how many were found', async () => {
    const { user } = await openDashboard(FLEET, (call) =>
      call.path === '/api/devicesIot'
        ? { body: { success: true, t: 0, result: { devices: [{ id: 'uid-1', ...FINE }] } } }
        : undefined,
    );
    await user.click(screen.getByRole('button', { name: new RegExp(i18n.t('dashboard.update')) }));
    await waitFor(() =>
      expect(screen.getByTestId('dashboard-read-status').textContent).toBe(
        'Stato in tempo reale letto. Aggiornati: 1; sconosciuti: 2.',
      ),
    );
    expect(api!.callsTo('POST', '/api/devicesIot').map((c) => c.body)).toEqual([['uid-1', 'uid-2', 'uid-3']]);
    // Device 1 was read online and fine; 2 and 3 were not in the answer: Unknown now.
    expect([count('danger'), count('warning'), count('success'), count('unknown')]).toEqual([0, 0, 1, 3]);
  });

  it('Update shows a fresh stored status the server answered with its report time and source (push-first)', async () => {
    const reportedAt = '2026-11-28T09:05:00.000Z';
    const { user } = await openDashboard(FLEET, (call) =>
      call.path === '/api/devicesIot'
        ? {
            body: {
              success: true,
              t: 0,
              result: { devices: [{ id: 'uid-1', ...FINE, source: 'stored', readAt: reportedAt }] },
            },
          }
        : undefined,
    );
    await user.click(screen.getByRole('button', { name: new RegExp(i18n.t('dashboard.update')) }));
    await waitFor(() =>
      expect(screen.getByTestId('dashboard-read-status').textContent).toMatch(/Aggiornati: 1/),
    );
    // Update asks without refresh: the server may answer from the store.
    expect(api!.callsTo('POST', '/api/devicesIot').map((c) => c.query.get('refresh'))).toEqual([null]);
    await user.click(tab('success'));
    const row = screen.getByTestId('dashboard-row-1');
    expect(within(row).getByTestId('dashboard-status-source').textContent).toBe('rilevamento memorizzato');
    expect(
      within(row).getByTestId('dashboard-status-time').closest('[data-source]')?.getAttribute('data-source'),
    ).toBe('stored');
    expect(within(row).getByTestId('dashboard-status-time').textContent).toContain(
      formatDateTimeInput(reportedAt),
    );
  });
});
