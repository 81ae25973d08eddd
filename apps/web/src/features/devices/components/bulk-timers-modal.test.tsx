import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { BulkJobDetail, BulkJobItem, DeviceDto, TimerCategory } from '@app/contracts';
import { i18n } from '../../../lib/i18n';
import { startApi, type ApiHandler, type TestApi } from '../../../../test/api-server';
import { dealerWith, renderRoute, type Caller } from '../../../../test/render';
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
  // A router: the dialog links to the job's page.
  const view = renderRoute(<BulkTimersModal devices={devices} show onHide={() => {}} />, {
    path: '/devices',
    caller,
  });
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

/** The job as GET api/bulk-jobs/{id} answers it: its status and its devices' outcomes. */
const job = (status: BulkJobDetail['status'], items: BulkJobItem[]): BulkJobDetail => {
  const count = (s: BulkJobItem['status']) => items.filter((i) => i.status === s).length;
  return {
    id: 42,
    kind: 'timers',
    status,
    action: { kind: 'timers', timers: [], removeOld: false },
    createdBy: 'tester',
    createdDate: '2026-11-27T10:00:00Z',
    startedDate: '2026-11-27T10:00:01Z',
    finishedDate: status === 'DONE' ? '2026-11-27T10:00:09Z' : null,
    counts: {
      total: items.length,
      pending: count('PENDING') + count('RUNNING'),
      waiting: count('WAITING'),
      done: count('DONE'),
      failed: count('FAILED'),
      cancelled: count('CANCELLED'),
    },
    items,
  };
};
const item = (uid: string, status: BulkJobItem['status'], error: string | null = null): BulkJobItem => ({
  uid,
  name: `Purifier ${uid}`,
  status,
  error,
  finishedDate: status === 'PENDING' || status === 'RUNNING' ? null : '2026-11-27T10:00:05Z',
});

describe('bulk timers: the job', () => {
  it('submits one job (the same timers for every device not skipped), follows it and shows each outcome from its items', async () => {
    let reads = 0;
    const { preview, user } = await open([device(1, 'a'), device(2, 'b'), device(3, 'c')], (call) => {
      if (call.path === '/api/devicesIot') return statuses({ a: true, b: true, c: true });
      const uid = TIMERS_PATH.exec(call.path)?.[1];
      if (call.method === 'GET' && uid === 'c') return { status: 500, body: { title: 'boom' } };
      if (call.method === 'GET' && uid) return { body: timers(0, 2) };
      if (call.method === 'POST' && call.path === '/api/bulk-jobs')
        return { status: 201, body: job('QUEUED', [item('a', 'PENDING'), item('b', 'PENDING')]) };
      if (call.method === 'GET' && call.path === '/api/bulk-jobs/42')
        return ++reads === 1
          ? { body: job('RUNNING', [item('a', 'DONE'), item('b', 'RUNNING')]) }
          : { body: job('DONE', [item('a', 'DONE'), item('b', 'FAILED', 'Device offline')]) };
      return undefined;
    });
    await preview({ removeOld: true });
    await user.click(screen.getByRole('button', { name: t('deviceManagement.bulkTimers.confirm') }));
    await waitFor(() =>
      expect(screen.getByTestId('bulk-summary').textContent).toBe('Fatto: 1 riusciti, 2 falliti.'),
    );
    // One job for the devices whose timers were read; nothing written from the tab.
    const [post, ...more] = api!.callsTo('POST', '/api/bulk-jobs');
    expect(more).toHaveLength(0);
    expect(post!.body).toMatchObject({
      action: {
        kind: 'timers',
        removeOld: true,
        timers: [{ category: 'INNOLIVING_BO_INNO_GRP_0', loops: '0111110' }],
      },
      devices: ['a', 'b'],
    });
    // Nothing staged: the job starts at once, unstaged.
    expect(post!.body).not.toHaveProperty('options');
    expect(api!.calls.filter((c) => TIMERS_PATH.test(c.path) && c.method !== 'GET')).toHaveLength(0);
    expect(reads).toBeGreaterThanOrEqual(2);
    expect(screen.getByTestId('bulk-result-a').getAttribute('data-ok')).toBe('true');
    const b = screen.getByTestId('bulk-result-b');
    expect(b.getAttribute('data-ok')).toBe('false');
    expect(b.textContent).toContain('Device offline');
    expect(screen.getByTestId('bulk-result-c').textContent).toContain(
      'Impossibile trovare i timer del dispositivo',
    );
    expect(screen.getByTestId('bulk-progress').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByTestId('bulk-job-link').getAttribute('href')).toBe('/bulk-jobs/42');
    expect(screen.getByTestId('bulk-download')).toHaveProperty('disabled', false);
    expect(screen.getByTestId('bulk-close')).toHaveProperty('disabled', false);
  });

  it('says the job goes on on the server while it runs, and lets the dialog close at any time', async () => {
    let hidden = false;
    api = await startApi((call) => {
      if (call.path === '/api/devicesIot') return statuses({ a: true });
      if (call.method === 'GET' && TIMERS_PATH.test(call.path)) return { body: [] };
      if (call.method === 'POST' && call.path === '/api/bulk-jobs')
        return { status: 201, body: job('QUEUED', [item('a', 'PENDING')]) };
      if (call.path === '/api/bulk-jobs/42') return { body: job('RUNNING', [item('a', 'RUNNING')]) };
      return undefined;
    });
    const { user } = renderRoute(
      <BulkTimersModal devices={[device(1, 'a')]} show onHide={() => (hidden = true)} />,
      { path: '/devices' },
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(t('deviceManagement.timers.form.startTime')), '08:00');
    await user.type(within(dialog).getByLabelText(t('deviceManagement.timers.form.endTime')), '18:00');
    await user.click(within(dialog).getByRole('button', { name: t('deviceManagement.bulkTimers.preview') }));
    await user.click(await screen.findByRole('button', { name: t('deviceManagement.bulkTimers.confirm') }));
    await screen.findByText(t('deviceManagement.bulkTimers.continues'));
    await waitFor(() => expect(api!.callsTo('GET', '/api/bulk-jobs/42').length).toBeGreaterThan(0));
    expect(screen.getByTestId('bulk-summary').textContent).toBe(t('deviceManagement.bulkTimers.running'));
    expect(screen.getByTestId('bulk-download')).toHaveProperty('disabled', true);
    await user.click(screen.getByTestId('bulk-close'));
    expect(hidden).toBe(true);
  });

  it('shows a refused job in the dialog and stays on the preview', async () => {
    const { preview, user } = await open([device(1, 'a')], (call) => {
      if (call.path === '/api/devicesIot') return statuses({ a: true });
      if (call.method === 'GET' && TIMERS_PATH.test(call.path)) return { body: [] };
      if (call.path === '/api/bulk-jobs')
        return {
          status: 400,
          body: { message: 'error.bulkjobdevices', title: 'Bad Request', params: { missing: 1 } },
        };
      return undefined;
    });
    await preview();
    await user.click(screen.getByRole('button', { name: t('deviceManagement.bulkTimers.confirm') }));
    const error = await screen.findByTestId('bulk-submit-error');
    expect(error.textContent).toBe(t('error.bulkjobdevices', { missing: 1 }));
    expect(screen.getByTestId('bulk-preview')).toBeTruthy();
  });

  it('stages the job as chosen, and names a wrong field instead of submitting', async () => {
    const { preview, user } = await open([device(1, 'a')], (call) => {
      if (call.path === '/api/devicesIot') return statuses({ a: false });
      if (call.method === 'GET' && TIMERS_PATH.test(call.path)) return { body: [] };
      if (call.method === 'POST' && call.path === '/api/bulk-jobs')
        return { status: 201, body: job('QUEUED', [item('a', 'PENDING')]) };
      if (call.method === 'GET' && call.path === '/api/bulk-jobs/42')
        return { body: job('RUNNING', [item('a', 'WAITING')]) };
      return undefined;
    });
    await preview();
    expect(
      screen.getByRole('group', { name: t('deviceManagement.bulkTimers.options.legend') }).dataset.testid,
    ).toBe('bulk-options');
    const firstBatch = screen.getByLabelText(t('deviceManagement.bulkTimers.options.firstBatch'));
    await user.type(firstBatch, '0');
    await user.click(screen.getByRole('button', { name: t('deviceManagement.bulkTimers.confirm') }));
    expect(firstBatch.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(t('deviceManagement.bulkTimers.options.invalid.firstBatch'))).toBeTruthy();
    expect(api!.callsTo('POST', '/api/bulk-jobs')).toHaveLength(0);

    await user.clear(firstBatch);
    await user.type(firstBatch, '5');
    await user.type(screen.getByLabelText(t('deviceManagement.bulkTimers.options.failurePercent')), '10');
    await user.click(screen.getByLabelText(t('deviceManagement.bulkTimers.options.waitOffline')));
    await user.click(screen.getByRole('button', { name: t('deviceManagement.bulkTimers.confirm') }));
    await waitFor(() => expect(api!.callsTo('POST', '/api/bulk-jobs')).toHaveLength(1));
    expect(api!.callsTo('POST', '/api/bulk-jobs')[0]!.body).toMatchObject({
      devices: ['a'],
      options: { firstBatch: 5, failurePercent: 10, offlineWaitDays: 7 },
    });
  });
});
