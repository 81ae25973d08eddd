import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { DEFAULT_THRESHOLDS } from '@app/contracts';
import { startApi, type TestApi } from '../../../../test/api-server';
import { renderRoute } from '../../../../test/render';
import { DeviceFunctions } from './device-functions';

/** An account's override: PM2.5 is a warning above 15 (the spec's table says above 25). */
const STRICTER = { ...DEFAULT_THRESHOLDS, pm25: { danger: null, warning: { high: 15 } } };

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

async function levelWith(thresholds?: typeof STRICTER) {
  api = await startApi((call) => {
    if (call.path === '/api/devicesIot') {
      const device = { id: 'uid-1', online: true, status: [{ code: 'pm25', value: 20 }] };
      return {
        body: {
          success: true,
          t: 0,
          result: { devices: [{ ...device, ...(thresholds && { thresholds }) }] },
        },
      };
    }
    if (call.method === 'GET') return { body: [] };
    return undefined;
  });
  renderRoute(<DeviceFunctions uid="uid-1" modelName={null} canRead canUpdate={false} />, { path: '/' });
  await waitFor(() => expect(screen.getByTestId('status-level-pm25')).toBeTruthy());
}

describe('the device detail status', () => {
  it('reads PM2.5 20 as a warning under the override the server sent', async () => {
    await levelWith(STRICTER);
    expect(screen.getByTestId('status-level-pm25').dataset.level).toBe('warning');
  });

  it('reads PM2.5 20 as good without one', async () => {
    await levelWith();
    expect(screen.getByTestId('status-level-pm25').dataset.level).toBe('success');
  });
});
