import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { DashboardDevice } from '@app/contracts';
import { i18n } from '../../../lib/i18n';
import { startApi, type TestApi } from '../../../../test/api-server';
import { renderRoute } from '../../../../test/render';
import { DashboardTable } from '../../../features/dashboard/components/dashboard-table';
import { toRows } from '../../../features/dashboard/utils/dashboard-model';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

const device = (id: number): DashboardDevice => ({
  id,
  uid: `uid-${id}`,
  name: `Device ${id}`,
  serialNumber: null,
  owner: null,
  address: { state: 'none', label: null },
  model: null,
  canView: true,
  canHistory: true,
  lastStatus: null,
});

const words = { privateConsumer: 'p', noOwner: 'n', addressInvalid: 'i', addressNone: 'x' };

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

describe('the alarm badges of a page of device rows', () => {
  it('asks once for the whole page and shows count and worst severity in words, linking to the alarms', async () => {
    api = await startApi((call) =>
      call.path === '/api/alarms/by-device'
        ? {
            body: [
              { deviceId: 2, active: 3, severity: 'critical' },
              { deviceId: 3, active: 1, severity: 'minor' },
            ],
          }
        : undefined,
    );
    renderRoute(
      <DashboardTable
        rows={toRows([device(3), device(1), device(2)], words)}
        caption="devices"
        sort={null}
        onSort={() => undefined}
        live={new Map()}
        pending={new Set()}
      />,
    );
    const badge = await screen.findByTestId('device-alarm-badge-2');
    expect(api.callsTo('GET', '/api/alarms/by-device')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/alarms/by-device')[0]!.query.get('deviceIds')).toBe('1,2,3');
    expect(badge.getAttribute('href')).toBe('/alarms?deviceId=2');
    expect(badge.getAttribute('aria-label')).toBe(
      t('alarms.badge.label', { count: 3, severity: t('alarms.severity.critical') }),
    );
    expect(badge.getAttribute('data-severity')).toBe('critical');
    expect(
      within(screen.getByTestId('dashboard-row-3')).getByTestId('device-alarm-badge-3').textContent,
    ).toBe(t('alarms.badge.short', { count: 1, severity: t('alarms.severity.minor') }));
    expect(within(screen.getByTestId('dashboard-row-1')).queryByTestId('device-alarm-badge-1')).toBeNull();
  });

  it('shows the rows without badges when the alarms cannot be read', async () => {
    api = await startApi(() => ({ status: 500, body: { status: 500 } }));
    renderRoute(
      <DashboardTable
        rows={toRows([device(1)], words)}
        caption="devices"
        sort={null}
        onSort={() => undefined}
        live={new Map()}
        pending={new Set()}
      />,
    );
    await waitFor(() => expect(api!.callsTo('GET', '/api/alarms/by-device')).toHaveLength(1));
    expect(screen.getByTestId('dashboard-row-1')).toBeTruthy();
    expect(screen.queryByTestId('device-alarm-badge-1')).toBeNull();
  });
});
