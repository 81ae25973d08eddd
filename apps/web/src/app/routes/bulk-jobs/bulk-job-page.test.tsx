import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { BulkJobDetail, BulkJobItem, BulkJobStatus } from '@app/contracts';
import { i18n } from '../../../lib/i18n';
import { startApi, type ApiHandler, type TestApi } from '../../../../test/api-server';
import { dealerWith, renderRoute, type Caller } from '../../../../test/render';
import { BulkJobPage } from './bulk-job-page';
import { BulkJobsPage } from './bulk-jobs-page';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

const items: BulkJobItem[] = [
  { uid: 'a', name: 'Sala', status: 'DONE', error: null, finishedDate: '2026-11-27T10:00:05Z' },
  { uid: 'b', name: null, status: 'FAILED', error: 'Device offline', finishedDate: '2026-11-27T10:00:06Z' },
  { uid: 'c', name: 'Ufficio', status: 'PENDING', error: null, finishedDate: null },
];

const job = (status: BulkJobStatus, failed = 1): BulkJobDetail => ({
  id: 7,
  kind: 'timers',
  status,
  action: {
    kind: 'timers',
    removeOld: true,
    timers: [
      {
        category: 'INNOLIVING_BO_INNO_GRP_1',
        loops: '0111110',
        timezone_id: 'Europe/Rome',
        time_zone: '+01:00',
        instruct: [
          { time: '08:00', date: '', functions: [{ code: 'switch', value: true }] },
          { time: '18:00', date: '', functions: [{ code: 'switch', value: false }] },
        ],
      },
    ],
  },
  createdBy: 'dealer',
  createdDate: '2026-11-27T10:00:00Z',
  startedDate: '2026-11-27T10:00:01Z',
  finishedDate: null,
  counts: { total: 3, pending: 1, waiting: 0, done: 1, failed, cancelled: 0 },
  items,
});

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

async function openJob(handler: ApiHandler, caller?: Caller) {
  api = await startApi(handler);
  return renderRoute(<BulkJobPage />, { path: '/bulk-jobs/:id', at: '/bulk-jobs/7', caller });
}

const buttons = () =>
  ['pause', 'resume', 'cancel', 'retry'].filter((b) => screen.queryByTestId(`bulk-job-${b}`) !== null);

describe('a bulk job page', () => {
  it('says why a job paused itself, and shows its start time and safeguards', async () => {
    const paused: BulkJobDetail = {
      ...job('PAUSED'),
      options: { startAt: '2026-11-27T21:00:00.000Z', firstBatch: 2, failurePercent: 10 },
      pauseReason: 'firstBatch',
    };
    await openJob((call) => (call.path === '/api/bulk-jobs/7' ? { body: paused } : undefined));
    expect((await screen.findByTestId('bulk-job-pause-reason')).textContent).toBe(
      t('bulkJobs.detail.pauseReason.firstBatch'),
    );
    const staging = screen.getByTestId('bulk-job-staging').textContent;
    expect(staging).toContain(t('bulkJobs.detail.firstBatch', { count: 2 }));
    expect(staging).toContain(t('bulkJobs.detail.failurePercent', { percent: 10 }));
    expect(screen.getByTestId('bulk-job-start-at').querySelector('time')?.getAttribute('datetime')).toBe(
      '2026-11-27T21:00:00.000Z',
    );
  });

  it('says a job paused on the quota why, and how long offline devices are waited for', async () => {
    const paused: BulkJobDetail = {
      ...job('PAUSED'),
      counts: { total: 3, pending: 1, waiting: 1, done: 1, failed: 0, cancelled: 0 },
      options: { offlineWaitDays: 7 },
      pauseReason: 'quota',
      filter: { accountId: 3 },
      offlineDeadline: '2026-12-04T10:00:01.000Z',
    };
    await openJob((call) => (call.path === '/api/bulk-jobs/7' ? { body: paused } : undefined));
    expect((await screen.findByTestId('bulk-job-pause-reason')).textContent).toBe(
      t('bulkJobs.detail.pauseReason.quota'),
    );
    expect(screen.getByTestId('bulk-job-staging').textContent).toContain(
      t('bulkJobs.detail.offlineWait', { count: 7 }),
    );
    expect(screen.getByTestId('bulk-job-waiting').textContent).toMatch(/^1 dispositivo offline .*2026/);
    expect(screen.getByTestId('bulk-job-filter').textContent).toBe(t('bulkJobs.detail.filter'));
  });

  it('shows no reason for a job its owner paused', async () => {
    await openJob((call) =>
      call.path === '/api/bulk-jobs/7' ? { body: { ...job('PAUSED'), pauseReason: null } } : undefined,
    );
    await screen.findByTestId('bulk-job-status');
    expect(screen.queryByTestId('bulk-job-pause-reason')).toBeNull();
    expect(screen.queryByTestId('bulk-job-staging')).toBeNull();
  });

  it.each([
    ['QUEUED', 1, ['pause', 'cancel']],
    ['RUNNING', 1, ['pause', 'cancel']],
    ['PAUSED', 1, ['resume', 'cancel']],
    ['DONE', 1, ['retry']],
    ['DONE', 0, []],
    ['CANCELLED', 2, ['retry']],
  ] as const)('a %s job with %i failed shows only %j', async (status, failed, expected) => {
    await openJob((call) => (call.path === '/api/bulk-jobs/7' ? { body: job(status, failed) } : undefined));
    const badge = await screen.findByTestId('bulk-job-status');
    expect(badge.getAttribute('data-status')).toBe(status);
    expect(badge.textContent).toBe(t(`bulkJobs.status.${status}`));
    expect(buttons()).toEqual(expected);
  });

  it('shows the operation, the counts and every device with its outcome and reason', async () => {
    await openJob(() => ({ body: job('DONE') }));
    await screen.findByTestId('bulk-job-items');
    expect(screen.getByTestId('bulk-job-action').textContent).toBe(
      'Programmazione dei timerPrima rimuove tutti i timer esistenti. Aggiunge 2 timer a ogni dispositivo (Accensione/spegnimento, gruppo 1).',
    );
    expect(screen.getByTestId('bulk-job-counts').textContent).toBe(
      '3 in tutto: 1 riusciti, 1 falliti, 0 annullati, 1 da fare',
    );
    const row = (uid: string) => within(screen.getByTestId(`bulk-job-item-${uid}`));
    expect(row('a').getByText('Riuscito')).toBeTruthy();
    expect(row('b').getByText('Fallito')).toBeTruthy();
    expect(row('b').getByText('Device offline')).toBeTruthy();
    expect(row('c').getByText('Da fare')).toBeTruthy();
  });

  it('pauses a running job', async () => {
    let status: BulkJobStatus = 'RUNNING';
    const { user } = await openJob((call) => {
      if (call.method === 'POST' && call.path === '/api/bulk-jobs/7/pause') {
        status = 'PAUSED';
        return { body: job(status) };
      }
      if (call.path === '/api/bulk-jobs/7') return { body: job(status) };
      return undefined;
    });
    await user.click(await screen.findByTestId('bulk-job-pause'));
    await waitFor(() =>
      expect(screen.getByTestId('bulk-job-status').getAttribute('data-status')).toBe('PAUSED'),
    );
    expect(api!.callsTo('POST', '/api/bulk-jobs/7/pause')).toHaveLength(1);
    expect(screen.getByTestId('bulk-job-message').textContent).toBe(t('bulkJobs.detail.paused'));
    expect(buttons()).toEqual(['resume', 'cancel']);
  });

  it('cancels only after the confirmation', async () => {
    let status: BulkJobStatus = 'PAUSED';
    const { user } = await openJob((call) => {
      if (call.method === 'POST' && call.path === '/api/bulk-jobs/7/cancel') {
        status = 'CANCELLED';
        return { body: job(status) };
      }
      if (call.path === '/api/bulk-jobs/7') return { body: job(status) };
      return undefined;
    });
    await user.click(await screen.findByTestId('bulk-job-cancel'));
    const dialog = await screen.findByRole('dialog', { name: t('bulkJobs.detail.cancelTitle') });
    await user.click(within(dialog).getByTestId('bulk-job-cancel-back'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api!.callsTo('POST', '/api/bulk-jobs/7/cancel')).toHaveLength(0);

    await user.click(screen.getByTestId('bulk-job-cancel'));
    await user.click(await screen.findByTestId('bulk-job-cancel-confirm'));
    await waitFor(() =>
      expect(screen.getByTestId('bulk-job-status').getAttribute('data-status')).toBe('CANCELLED'),
    );
    expect(api!.callsTo('POST', '/api/bulk-jobs/7/cancel')).toHaveLength(1);
    expect(buttons()).toEqual(['retry']);
  });

  it('says when the job moved meanwhile (409)', async () => {
    const { user } = await openJob((call) => {
      if (call.method === 'POST')
        return { status: 409, body: { message: 'error.bulkjobstatus', title: 'Conflict' } };
      return { body: job('RUNNING') };
    });
    await user.click(await screen.findByTestId('bulk-job-pause'));
    await waitFor(() =>
      expect(screen.getByTestId('bulk-job-error').textContent).toBe(t('error.bulkjobstatus')),
    );
  });

  it('asks nothing without the devices update permission', async () => {
    await openJob(() => ({ body: job('RUNNING') }), dealerWith('DEVICE_MANAGEMENT', ['read']));
    expect((await screen.findByTestId('bulk-jobs-not-authorized')).textContent).toBe(
      t('bulkJobs.notAuthorized'),
    );
    expect(api!.calls).toHaveLength(0);
  });
});

describe('the bulk jobs list', () => {
  it('lists the jobs newest first, with the operation, status and progress, each linking to its page', async () => {
    api = await startApi((call) =>
      call.path === '/api/bulk-jobs'
        ? {
            body: [
              { ...job('DONE'), id: 3 },
              { ...job('RUNNING'), id: 9, kind: 'commands' },
            ],
          }
        : undefined,
    );
    renderRoute(<BulkJobsPage />, { path: '/bulk-jobs' });
    const table = await screen.findByTestId('bulk-jobs-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-testid'))).toEqual(['bulk-job-row-9', 'bulk-job-row-3']);
    const nine = within(screen.getByTestId('bulk-job-row-9'));
    expect(nine.getByText('Invio di comandi')).toBeTruthy();
    expect(nine.getByText('In corso')).toBeTruthy();
    expect(nine.getByText('2 di 3: 1 riusciti, 1 falliti, 0 annullati')).toBeTruthy();
    expect(nine.getByRole('link', { name: 'Apri il lavoro n. 9' }).getAttribute('href')).toBe('/bulk-jobs/9');
  });
});
