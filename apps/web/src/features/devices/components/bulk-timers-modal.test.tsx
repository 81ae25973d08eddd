import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { DeviceDto, TimerCategory } from '@app/contracts';
import { i18n } from '../../../lib/i18n';
import { startApi, type ApiHandler, type TestApi } from '../../../../test/api-server';
import { dealerWith, renderWithClient, type Caller } from '../../../../test/render';
import { BulkTimersModal } from './bulk-timers-modal';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

const device = (id: number, uid: string | null, modelName = 'AP-554'): DeviceDto =>
  ({ id, uid, name: `Purifier ${id}`, modelName }) as unknown as DeviceDto;

/** A device's timers: `count` instructions in our base group `group`. */
const timers = (group: number, count: number): TimerCategory[] => [
  {
    category: { category: `INNOLIVING_BO_INNO_GRP_${group}` },
    groups: [
      {
        id: 'g',
        timers: Array.from({ length: count }, (_, i) => ({
          timer_id: `t${i}`,
          date: '',
          time: '08:00',
          loops: '1111111',
          status: 1,
          alias_name: '',
          timezone_id: 'Europe/Rome',
          functions: [{ code: 'switch', value: true }],
        })),
      },
    ],
  },
];

const statuses = (online: Record<string, boolean>) => ({
  body: {
    success: true,
    t: 0,
    result: { devices: Object.entries(online).map(([id, on]) => ({ id, online: on, status: [] })) },
  },
});

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

async function open(devices: DeviceDto[], handler: ApiHandler, caller?: Caller) {
  api = await startApi(handler);
  const view = renderWithClient(<BulkTimersModal devices={devices} show onHide={() => {}} />, caller);
  const { user } = view;
  const dialog = await screen.findByRole('dialog');
  const field = (key: string) => within(dialog).getByLabelText(t(`deviceManagement.timers.form.${key}`));
  const preview = async (plan: { removeOld?: boolean } = {}) => {
    await user.type(field('startTime'), '08:00');
    await user.type(field('endTime'), '18:00');
    if (plan.removeOld) await user.click(field('removeOld'));
    await user.click(within(dialog).getByRole('button', { name: t('deviceManagement.bulkTimers.preview') }));
    return screen.findByTestId('bulk-preview');
  };
  const row = (uid: string) =>
    within(screen.getByTestId(`bulk-preview-row-${uid}`))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
  return { ...view, dialog, field, preview, row };
}

const TIMERS_PATH = /^\/api\/devicesIot\/([^/]+)\/timers$/;

describe('bulk timers: the preview', () => {
  it('shows per device what is added and removed, the shared free group, offline devices and unreadable timers', async () => {
    const { preview, row } = await open([device(1, 'a'), device(2, 'b'), device(3, 'c')], (call) => {
      if (call.path === '/api/devicesIot') return statuses({ a: true, b: false, c: true });
      const uid = TIMERS_PATH.exec(call.path)?.[1];
      if (uid === 'a') return { body: timers(0, 2) };
      if (uid === 'b') return { body: [] };
      if (uid === 'c') return { status: 500, body: { title: 'boom' } };
      return undefined;
    });
    await preview();
    // Device a uses group 0: every device gets group 1; one call per device that is written.
    expect(screen.getByTestId('bulk-group').textContent).toBe(
      'Ogni dispositivo userà il gruppo 1. Operazioni in tutto: 2.',
    );
    expect(row('a')).toEqual(['2 timer (Accensione/spegnimento, gruppo 1)', '0', '4', '']);
    expect(row('b')).toEqual(['2 timer (Accensione/spegnimento, gruppo 1)', '0', '2', 'offline']);
    expect(row('c')).toEqual(['—', '0', '—', 'Impossibile trovare i timer del dispositivo']);
  });

  it('skips a device the plan would take over 30 timers, and offers no confirmation when nothing is left', async () => {
    const { preview, row } = await open([device(1, 'full')], (call) => {
      if (call.path === '/api/devicesIot') return statuses({ full: true });
      if (TIMERS_PATH.test(call.path)) return { body: timers(0, 29) };
      return undefined;
    });
    await preview();
    expect(row('full')).toEqual(['—', '0', '31', 'Supererebbe i 30 timer: non programmato']);
    expect(screen.getByRole('button', { name: t('deviceManagement.bulkTimers.confirm') })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('with remove-old: counts the removed timers, reuses group 0 and lets a full device be programmed', async () => {
    const { preview, row } = await open([device(1, 'full')], (call) => {
      if (call.path === '/api/devicesIot') return statuses({ full: true });
      if (TIMERS_PATH.test(call.path)) return { body: timers(0, 29) };
      return undefined;
    });
    await preview({ removeOld: true });
    expect(screen.getByTestId('bulk-group').textContent).toBe(
      'Ogni dispositivo userà il gruppo 0. Operazioni in tutto: 2.',
    );
    expect(row('full')).toEqual(['2 timer (Accensione/spegnimento, gruppo 0)', '29', '2', '']);
  });

  it('leaves out the devices without a uid and offers switch-on settings only for one model', async () => {
    const { dialog } = await open(
      [device(1, 'a', 'AP-554'), device(2, 'b', 'AP-556'), device(3, null)],
      () => undefined,
    );
    expect(within(dialog).getByRole('heading').textContent).toBe('Timer per 2 dispositivi');
    expect(screen.getByTestId('bulk-without-uid').textContent).toBe(
      '1 dispositivo selezionato non ha un identificativo IoT ed è escluso.',
    );
    expect(screen.getByTestId('bulk-mixed-models')).toBeTruthy();
    expect(within(dialog).queryByLabelText(t('deviceManagement.timers.form.mode'))).toBeNull();
  });
});

describe('bulk timers: who may', () => {
  it('tells a user without the devices update permission so, and reads nothing', async () => {
    await open([device(1, 'a')], () => ({ body: [] }), dealerWith('DEVICE_MANAGEMENT', ['read']));
    expect(screen.getByTestId('bulk-not-authorized').textContent).toBe(
      'Non hai il permesso di programmare i timer.',
    );
    expect(screen.queryByLabelText(t('deviceManagement.timers.form.startTime'))).toBeNull();
    expect(api!.calls).toHaveLength(0);
  });
});

describe('bulk timers: programming', () => {
  it('writes every device (delete first when replacing), goes on past a failure and reports each outcome', async () => {
    const { preview, user } = await open([device(1, 'a'), device(2, 'b')], (call) => {
      if (call.path === '/api/devicesIot') return statuses({ a: true, b: true });
      const uid = TIMERS_PATH.exec(call.path)?.[1];
      if (call.method === 'GET' && uid) return { body: timers(0, 2) };
      if (call.method === 'DELETE') return { body: { success: true, result: true } };
      if (call.method === 'POST' && uid === 'a')
        return { status: 400, body: { message: 'error.iotdeviceoffline', title: 'Device offline' } };
      if (call.method === 'POST') return { body: { success: true, result: true } };
      return undefined;
    });
    await preview({ removeOld: true });
    await user.click(screen.getByRole('button', { name: t('deviceManagement.bulkTimers.confirm') }));
    await waitFor(() =>
      expect(screen.getByTestId('bulk-summary').textContent).toBe('Fatto: 1 riusciti, 1 falliti.'),
    );
    const writes = api!.calls.filter((c) => c.method !== 'GET' && c.path !== '/api/devicesIot');
    expect(writes.map((c) => `${c.method} ${c.path}`)).toEqual([
      'DELETE /api/devicesIot/a/timers',
      'POST /api/devicesIot/a/timers',
      'DELETE /api/devicesIot/b/timers',
      'POST /api/devicesIot/b/timers',
    ]);
    expect(screen.getByTestId('bulk-result-a').getAttribute('data-ok')).toBe('false');
    expect(screen.getByTestId('bulk-result-b').getAttribute('data-ok')).toBe('true');
    expect(screen.getByTestId('bulk-progress').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByTestId('bulk-close')).toHaveProperty('disabled', false);
  });

  it('sends the timer of the plan in the free group, on the chosen days', async () => {
    const { preview, user } = await open([device(1, 'a')], (call) => {
      if (call.path === '/api/devicesIot') return statuses({ a: true });
      if (call.method === 'GET') return { body: timers(0, 2) };
      return { body: { success: true, result: true } };
    });
    await preview();
    await user.click(screen.getByRole('button', { name: t('deviceManagement.bulkTimers.confirm') }));
    await screen.findByText('Fatto: 1 riusciti, 0 falliti.');
    const [post] = api!.callsTo('POST', '/api/devicesIot/a/timers');
    expect(post!.body).toMatchObject({ category: 'INNOLIVING_BO_INNO_GRP_1', loops: '0111110' });
    expect(api!.callsTo('DELETE', '/api/devicesIot/a/timers')).toHaveLength(0);
  });
});
