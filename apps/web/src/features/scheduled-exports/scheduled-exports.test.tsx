import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { ScheduledExportView } from '@app/contracts';
import { i18n } from '../../lib/i18n';
import { startApi, type ApiHandler, type TestApi } from '../../../test/api-server';
import { dealerWith, renderRoute } from '../../../test/render';
import { ScheduledExportsManager } from './components/scheduled-exports-manager';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

const schedule: ScheduledExportView = {
  id: 1,
  name: 'Filtri',
  source: { kind: 'filters-due' },
  recurrence: { frequency: 'monthly', dayOfMonth: 1, hour: 6 },
  delivery: 'attachment',
  paused: false,
  nextRunAt: '2026-12-01T05:00:00Z',
  lastRunAt: '2026-11-01T05:00:00Z',
  lastResult: 'sent',
  lastRows: 12,
  createdAt: '2026-10-01T10:00:00Z',
};

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

async function open(handler: ApiHandler) {
  api = await startApi(handler);
  return renderRoute(<ScheduledExportsManager />, {
    path: '/scheduled-exports',
    caller: dealerWith('DEVICE_MANAGEMENT', ['read']),
  });
}

describe('the scheduled exports manager', () => {
  it('says the frequency in words and the last run, and sends now', async () => {
    const { user } = await open((call) => {
      if (call.method === 'GET' && call.path === '/api/scheduled-exports') return { body: [schedule] };
      if (call.method === 'POST' && call.path === '/api/scheduled-exports/1/send') return { status: 202 };
      return undefined;
    });
    expect((await screen.findByTestId('scheduled-export-when-1')).textContent).toBe(
      'il giorno 1 di ogni mese alle 06:00',
    );
    expect(screen.getByTestId('scheduled-export-row-1').textContent).toContain(
      t('scheduledExports.result.sent'),
    );
    await user.click(screen.getByTestId('scheduled-export-send-1'));
    await waitFor(() =>
      expect(screen.getByTestId('scheduled-exports-message').textContent).toBe(
        t('scheduledExports.sent', { name: 'Filtri' }),
      ),
    );
    expect(api!.callsTo('POST', '/api/scheduled-exports/1/send')).toHaveLength(1);
  });

  it('shows a server refusal beside the field it names', async () => {
    const rooms = [
      { id: 3, name: 'Sala A' },
      { id: 4, name: 'Sala B' },
    ];
    const { user } = await open((call) => {
      // The picker's search (name.contains) and the chosen devices' names (id.in).
      if (call.method === 'GET' && call.path === '/api/devices')
        return { body: call.query.get('name.contains') === 'Sala' || call.query.has('id.in') ? rooms : [] };
      if (call.method === 'GET') return { body: [] };
      if (call.method === 'POST')
        return {
          status: 400,
          body: {
            title: 'Method argument not valid',
            status: 400,
            fieldErrors: [{ objectName: 'scheduledExport', field: 'source.deviceIds', message: 'Max' }],
          },
        };
      return undefined;
    });
    await screen.findByTestId('scheduled-exports-empty');
    await user.type(screen.getByLabelText(t('scheduledExports.form.name')), 'Storico');
    await user.selectOptions(screen.getByLabelText(t('scheduledExports.form.kind')), 'device-history');
    await user.type(screen.getByLabelText(t('scheduledExports.form.deviceIds')), 'Sala');
    await user.click(await screen.findByLabelText('Sala A'));
    await user.click(screen.getByLabelText('Sala B'));
    expect(screen.getByTestId('scheduled-export-form-deviceIds-count').textContent).toBe(
      t('scheduledExports.form.deviceChosen', { count: 2, max: 20 }),
    );
    await user.click(screen.getByTestId('scheduled-export-form-submit'));
    const field = screen.getByLabelText(t('scheduledExports.form.deviceIds'));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('scheduled-export-form-deviceIds-error')?.textContent).toBe(
      t('scheduledExports.form.deviceIdsInvalid'),
    );
    expect(api!.callsTo('POST', '/api/scheduled-exports')[0]!.body).toMatchObject({
      source: { kind: 'device-history', deviceIds: [3, 4], days: 1 },
    });
  });
});
