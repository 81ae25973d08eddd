import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AlarmDto, AlertRuleDto } from '@app/contracts';
import { i18n } from '../../../lib/i18n';
import { startApi, type ApiHandler, type TestApi } from '../../../../test/api-server';
import { dealerWith, renderRoute } from '../../../../test/render';
import { AlarmsPage } from './alarms-page';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

const alarm = (id: number, patch: Partial<AlarmDto> = {}): AlarmDto => ({
  id,
  ruleId: 3,
  ruleName: 'PM2.5 alto',
  kind: 'parameter',
  severity: 'critical',
  subject: 'device',
  state: 'active',
  parameter: 'pm25',
  value: 41,
  device: { id: 11, uid: 'uid-11', name: 'Sala riunioni' },
  address: { id: 5, name: 'Via Emilia 12' },
  account: { id: 2, name: 'Clima Service' },
  openedAt: '2026-11-27T10:00:00.000Z',
  clearedAt: null,
  clearedBy: null,
  acknowledgedAt: null,
  acknowledgedBy: null,
  assignee: null,
  flaps: 0,
  ...patch,
});

const rule = { id: 3, name: 'PM2.5 alto' } as AlertRuleDto;

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

/** A server with `alarms` (x-total-count `total`), one site and one rule. */
const server =
  (alarms: AlarmDto[], total = alarms.length): ApiHandler =>
  (call) => {
    if (call.path === '/api/alarms') return { body: alarms, headers: { 'x-total-count': String(total) } };
    // The test server answers JSON only: an empty file is enough to see the download offered.
    if (call.path === '/api/alarms.csv') return { status: 200 };
    if (call.path === '/api/fleet/filters/sites') return { body: [{ addressId: 5, label: 'Via Emilia 12' }] };
    if (call.path === '/api/alert-rules') return { body: [rule] };
    return undefined;
  };

const listCalls = () => api!.callsTo('GET', '/api/alarms');
const lastQuery = () => Object.fromEntries(listCalls().at(-1)!.query);

async function openList(at: string, handler: ApiHandler) {
  api = await startApi(handler);
  return renderRoute(<AlarmsPage />, { path: '/alarms', at });
}

describe('the alarm list', () => {
  it('asks the server with the filters of the address bar, page 0-based', async () => {
    await openList('/alarms?severity=critical&mine=true&acknowledged=false&page=2', server([alarm(1)], 25));
    await screen.findByTestId('alarm-row-1');
    expect(lastQuery()).toEqual({
      state: 'active',
      severity: 'critical',
      mine: 'true',
      acknowledged: 'false',
      page: '1',
      size: '20',
    });
    expect((screen.getByTestId('alarms-filter-severity') as HTMLSelectElement).value).toBe('critical');
    expect((screen.getByTestId('alarms-filter-mine') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('pagination')).toBeTruthy();
  });

  it('keeps a changed filter in the address bar, back on the first page, and asks again', async () => {
    const { user, router } = await openList('/alarms?page=2', server([alarm(1)], 25));
    await screen.findByTestId('alarm-row-1');
    await user.selectOptions(screen.getByTestId('alarms-filter-state'), 'all');
    await user.selectOptions(screen.getByTestId('alarms-filter-kind'), 'offline');
    await user.selectOptions(await screen.findByTestId('alarms-filter-site'), '5');
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({ state: 'all', kind: 'offline', addressId: '5', page: '0' }),
    );
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toEqual({ state: 'all', kind: 'offline', addressId: '5' });
    await user.click(screen.getByTestId('alarms-filter-mine'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ mine: 'true' }));
  });

  it('shows severity in words, the subject linking to the device, and whether acknowledged', async () => {
    await openList(
      '/alarms',
      server([
        alarm(1),
        alarm(2, {
          severity: 'minor',
          kind: 'offline',
          parameter: null,
          acknowledgedAt: '2026-11-27T10:05:00.000Z',
          acknowledgedBy: 'mario',
        }),
      ]),
    );
    const first = await screen.findByTestId('alarm-row-1');
    expect(within(first).getByTestId('alarm-severity').textContent).toBe(t('alarms.severity.critical'));
    expect(within(first).getByTestId('alarm-device-link').getAttribute('href')).toBe('/devices/detail/11');
    expect(within(first).getByTestId('alarm-site').textContent).toBe('Via Emilia 12');
    expect(within(first).getByTestId('alarm-acknowledged').textContent).toBe(t('alarms.notAcknowledged'));
    expect(within(first).getByTestId('alarm-open-1').getAttribute('href')).toBe('/alarms/1');
    const second = screen.getByTestId('alarm-row-2');
    expect(within(second).getByTestId('alarm-severity').textContent).toBe(t('alarms.severity.minor'));
    expect(within(second).getByTestId('alarm-acknowledged').textContent).toBe(
      t('alarms.acknowledgedBy', { user: 'mario' }),
    );
  });

  it('downloads the CSV with the same filters and no paging', async () => {
    // jsdom has no object URLs: the saved file is offered through these.
    const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:alarms');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const { user } = await openList('/alarms?state=cleared&severity=major&deviceId=11', server([alarm(1)]));
    await screen.findByTestId('alarm-row-1');
    await user.click(screen.getByTestId('alarms-csv'));
    await waitFor(() => expect(api!.callsTo('GET', '/api/alarms.csv')).toHaveLength(1));
    expect(Object.fromEntries(api!.callsTo('GET', '/api/alarms.csv')[0]!.query)).toEqual({
      state: 'cleared',
      severity: 'major',
      deviceId: '11',
    });
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    URL.createObjectURL = saved.create;
    URL.revokeObjectURL = saved.revoke;
  });

  it('says when there is no alarm, and that the filters hide some', async () => {
    await openList('/alarms', server([]));
    expect((await screen.findByTestId('alarms-empty')).textContent).toBe(t('alarms.list.empty'));
  });

  it('says the device filter and drops it on request', async () => {
    const { user, router } = await openList('/alarms?deviceId=11', server([]));
    expect((await screen.findByTestId('alarms-empty')).textContent).toBe(t('alarms.list.emptyFiltered'));
    expect(lastQuery()).toMatchObject({ deviceId: '11' });
    await user.click(within(screen.getByTestId('alarms-device-filter')).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(lastQuery().deviceId).toBeUndefined());
  });

  it('asks nothing of a user without DEVICE_MANAGEMENT read', async () => {
    api = await startApi(server([alarm(1)]));
    renderRoute(<AlarmsPage />, {
      path: '/alarms',
      at: '/alarms',
      caller: dealerWith('DEVICE_MANAGEMENT', []),
    });
    await screen.findByTestId('alarms-not-authorized');
    expect(listCalls()).toHaveLength(0);
  });
});
