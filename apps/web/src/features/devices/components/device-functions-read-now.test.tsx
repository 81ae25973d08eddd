import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { formatTime } from '../../../lib/formatters';
import { startApi, type TestApi } from '../../../../test/api-server';
import { renderRoute } from '../../../../test/render';
import { DeviceFunctions } from './device-functions';

const STORED_AT = '2026-11-28T09:05:00.000Z';
const READ_AT = '2026-11-28T09:40:00.000Z';

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

/**
 * The device detail push-first (decision 043): the status the server took from the store is shown
 * with its source and time; "Leggi ora" reads it through the provider (refresh=true).
 */
describe('the device detail status source and "read now"', () => {
  it('shows the stored status with its time, and reads through the provider on "Leggi ora"', async () => {
    api = await startApi((call) => {
      if (call.path === '/api/devicesIot') {
        const refresh = call.query.get('refresh') === 'true';
        const device = {
          id: 'uid-1',
          online: true,
          status: [{ code: 'pm25', value: refresh ? 30 : 10 }],
          source: refresh ? 'provider' : 'stored',
          readAt: refresh ? READ_AT : STORED_AT,
        };
        return { body: { success: true, t: 0, result: { devices: [device] } } };
      }
      if (call.method === 'GET') return { body: [] };
      return undefined;
    });
    const { user } = renderRoute(<DeviceFunctions uid="uid-1" modelName={null} canRead canUpdate={false} />, {
      path: '/',
    });

    const time = await screen.findByTestId('status-time');
    expect(time.dataset.read).toBe('stored');
    expect(time.textContent).toContain(`Rilevamento memorizzato, letto alle ${formatTime(STORED_AT)}`);
    expect(api.callsTo('POST', '/api/devicesIot').map((c) => c.query.get('refresh'))).toEqual([null]);

    await user.click(screen.getByRole('button', { name: 'Leggi ora' }));

    await waitFor(() => expect(screen.getByTestId('status-time').dataset.read).toBe('provider'));
    expect(screen.getByTestId('status-time').textContent).toContain(
      `Letto dal dispositivo alle ${formatTime(READ_AT)}`,
    );
    expect(screen.getByTestId('status-value-pm25').dataset.value).toBe('30');
    expect(api.callsTo('POST', '/api/devicesIot').map((c) => c.query.get('refresh'))).toEqual([null, 'true']);
  });
});
