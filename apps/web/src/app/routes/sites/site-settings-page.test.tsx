import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { DEFAULT_THRESHOLDS, type ThresholdView } from '@app/contracts';
import { i18n } from '../../../lib/i18n';
import { startApi, type ApiHandler, type TestApi } from '../../../../test/api-server';
import { dealerWith, renderRoute } from '../../../../test/render';
import { SiteSettingsPage } from './site-settings-page';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const view: ThresholdView = {
  overrides: {},
  inherited: DEFAULT_THRESHOLDS,
  effective: DEFAULT_THRESHOLDS,
  updatedAt: null,
};

/** Site 5: no overrides, no opening hours; PUTs answer what they were given. */
const site: ApiHandler = (call) => {
  if (call.method === 'GET' && call.path === '/api/addresses/5/thresholds') return { body: view };
  if (call.method === 'GET' && call.path === '/api/addresses/5/opening-hours') return { status: 204 };
  if (call.method === 'PUT') return { body: call.body };
  return undefined;
};

async function open(operations: ('read' | 'update')[] = ['read', 'update']) {
  api = await startApi(site);
  return renderRoute(<SiteSettingsPage />, {
    path: '/sites/:id/settings',
    at: '/sites/5/settings',
    caller: dealerWith('DEVICE_MANAGEMENT', operations),
  });
}

describe('a site settings page', () => {
  it('applies the WHO 2021 / WELL preset to PM2.5 and saves only the overrides typed', async () => {
    const { user } = await open();
    // Inherited values are the placeholders; nothing is typed.
    const warning = await screen.findByTestId('threshold-pm25-warning-high');
    expect(warning.getAttribute('placeholder')).toBe('25');
    await user.type(screen.getByTestId('threshold-temp-warning-low'), '16');
    await user.click(screen.getByTestId('thresholds-preset-who'));
    expect((screen.getByTestId('threshold-pm25-warning-high') as HTMLInputElement).value).toBe('15');
    expect((screen.getByTestId('threshold-pm25-danger-high') as HTMLInputElement).value).toBe('25');
    expect((screen.getByTestId('threshold-temp-warning-low') as HTMLInputElement).value).toBe('16');
    await user.click(screen.getByTestId('thresholds-save'));
    await waitFor(() => expect(api!.callsTo('PUT', '/api/addresses/5/thresholds')).toHaveLength(1));
    expect(api!.callsTo('PUT', '/api/addresses/5/thresholds')[0]!.body).toEqual({
      overrides: {
        pm25: { warning: { high: 15 }, danger: { high: 25 } },
        temp: { warning: { low: 16 } },
      },
    });
    expect((await screen.findByTestId('thresholds-saved')).textContent).toBe(t('thresholds.saved'));
  });

  it('refuses a danger band inside the warning band before asking the server', async () => {
    const { user } = await open();
    await user.type(await screen.findByTestId('threshold-pm25-warning-high'), '30');
    await user.type(screen.getByTestId('threshold-pm25-danger-high'), '20');
    await user.click(screen.getByTestId('thresholds-save'));
    expect((await screen.findByTestId('thresholds-error')).textContent).toContain(
      t('thresholds.parameter.pm25'),
    );
    expect(api!.callsTo('PUT', '/api/addresses/5/thresholds')).toHaveLength(0);
  });

  it('saves opening hours from the shop-hours start, with a closure', async () => {
    const { user } = await open();
    expect(await screen.findByTestId('hours-none')).toBeTruthy();
    await user.clear(screen.getByTestId('hours-sat-0-to'));
    await user.type(screen.getByTestId('hours-sat-0-to'), '13:00');
    await user.click(screen.getByTestId('hours-sun-add'));
    await user.click(screen.getByTestId('hours-save'));
    await waitFor(() => expect(api!.callsTo('PUT', '/api/addresses/5/opening-hours')).toHaveLength(1));
    const body = api!.callsTo('PUT', '/api/addresses/5/opening-hours')[0]!.body as {
      timeZone: string;
      week: Record<string, { from: string; to: string }[]>;
    };
    expect(body.timeZone).toBe('Europe/Rome');
    expect(body.week.sat).toEqual([{ from: '09:00', to: '13:00' }]);
    expect(body.week.sun).toEqual([{ from: '09:00', to: '18:00' }]);
    expect(body.week.mon).toEqual([{ from: '09:00', to: '19:30' }]);
  });

  it('shows the settings without the buttons to a user who may only read devices', async () => {
    await open(['read']);
    expect(await screen.findByTestId('thresholds-form')).toBeTruthy();
    expect(screen.queryByTestId('thresholds-save')).toBeNull();
    expect(screen.queryByTestId('hours-save')).toBeNull();
    expect((screen.getByTestId('threshold-pm25-warning-high') as HTMLInputElement).disabled).toBe(true);
  });
});
