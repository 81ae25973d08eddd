import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import {
  DEFAULT_THRESHOLDS,
  effectiveThresholds,
  type AccountDto,
  type ThresholdSet,
  type ThresholdView,
} from '@app/contracts';
import { i18n } from '../../../lib/i18n';
import { startApi, type ApiHandler, type TestApi } from '../../../../test/api-server';
import { dealerWith, renderRoute } from '../../../../test/render';
import { AccountDetailPage } from './account-detail-page';
import { AccountThresholdsPage } from './account-thresholds-page';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

/** Customer 12 of the dealer, whose own layer (above it) already lowers PM2.5's warning to 20. */
const customer = {
  id: 12,
  userId: null,
  parentUUID: null,
  comPartnerAccountId: null,
  type: { id: 9, name: 'CUSTOMER', role: 'CUSTOMER' },
  comPartnerAccount: { businessName: 'Bar Centrale' },
  user: { login: 'bar-centrale' },
} as unknown as AccountDto;
const fromDealer: ThresholdSet = { pm25: { warning: { high: 20 } } };
const viewWith = (overrides: ThresholdSet): ThresholdView => ({
  overrides,
  inherited: effectiveThresholds([fromDealer]),
  effective: effectiveThresholds([fromDealer, overrides]),
  updatedAt: null,
});

function accountApi(overrides: ThresholdSet): ApiHandler {
  return (call) => {
    if (call.method === 'GET' && call.path === '/api/accounts/12') return { body: customer };
    if (call.method === 'GET' && call.path === '/api/accounts/12/thresholds')
      return { body: viewWith(overrides) };
    if (call.method === 'PUT' && call.path === '/api/accounts/12/thresholds')
      return { body: viewWith((call.body as { overrides: ThresholdSet }).overrides) };
    if (call.method === 'DELETE' && call.path === '/api/accounts/12/thresholds') return { status: 204 };
    return undefined;
  };
}

async function open(overrides: ThresholdSet = {}, operations: ('read' | 'update')[] = ['read', 'update']) {
  api = await startApi(accountApi(overrides));
  return renderRoute(<AccountThresholdsPage />, {
    path: '/accounts/:id/thresholds',
    at: '/accounts/12/thresholds?type=CUSTOMER',
    caller: dealerWith('DEVICE_MANAGEMENT', operations),
  });
}

describe('an account thresholds page', () => {
  it('shows what the account inherits and saves the WHO preset to the account', async () => {
    const { user } = await open();
    expect((await screen.findByTestId('account-thresholds-title')).textContent).toBe(
      t('thresholds.account.pageTitle', { name: 'Bar Centrale' }),
    );
    // The dealer's 20, not the spec's 25, is what the customer inherits.
    const warning = await screen.findByTestId('threshold-pm25-warning-high');
    expect(warning.getAttribute('placeholder')).toBe('20');
    expect((warning as HTMLInputElement).value).toBe('');
    expect(screen.getByTestId('threshold-temp-warning-low').getAttribute('placeholder')).toBe(
      String(DEFAULT_THRESHOLDS.temp.warning!.low),
    );
    await user.click(screen.getByTestId('thresholds-preset-who'));
    await user.click(screen.getByTestId('thresholds-save'));
    await waitFor(() => expect(api!.callsTo('PUT', '/api/accounts/12/thresholds')).toHaveLength(1));
    expect(api!.callsTo('PUT', '/api/accounts/12/thresholds')[0]!.body).toEqual({
      overrides: { pm25: { warning: { high: 15 }, danger: { high: 25 } } },
    });
    expect(api!.calls.some((call) => call.path.startsWith('/api/addresses/'))).toBe(false);
    expect((await screen.findByTestId('thresholds-saved')).textContent).toBe(t('thresholds.saved'));
  });

  it('goes back to the inherited thresholds with a DELETE of the account layer', async () => {
    const { user } = await open({ pm25: { warning: { high: 12 } } });
    const warning = await screen.findByTestId('threshold-pm25-warning-high');
    expect((warning as HTMLInputElement).value).toBe('12');
    await user.click(screen.getByTestId('thresholds-reset'));
    await waitFor(() => expect(api!.callsTo('DELETE', '/api/accounts/12/thresholds')).toHaveLength(1));
    expect((await screen.findByTestId('thresholds-saved')).textContent).toBe(
      t('thresholds.account.resetDone'),
    );
    expect((screen.getByTestId('threshold-pm25-warning-high') as HTMLInputElement).value).toBe('');
    expect(api!.callsTo('PUT', '/api/accounts/12/thresholds')).toHaveLength(0);
  });

  it('shows the thresholds without the buttons to a user who may only read devices', async () => {
    await open({}, ['read']);
    expect(await screen.findByTestId('thresholds-form')).toBeTruthy();
    expect(screen.queryByTestId('thresholds-save')).toBeNull();
    expect(screen.queryByTestId('thresholds-reset')).toBeNull();
    expect((screen.getByTestId('threshold-pm25-warning-high') as HTMLInputElement).disabled).toBe(true);
  });

  it('never asks for the thresholds of a user who may not read devices', async () => {
    await open({}, []);
    expect(await screen.findByTestId('accounts-not-authorized')).toBeTruthy();
    expect(api!.callsTo('GET', '/api/accounts/12/thresholds')).toHaveLength(0);
  });
});

describe("an account's detail page", () => {
  it('links to the account thresholds for a user who may read devices, not for others', async () => {
    api = await startApi(accountApi({}));
    const at = '/accounts/12?type=CUSTOMER';
    const view = renderRoute(<AccountDetailPage />, {
      path: '/accounts/:id',
      at,
      caller: dealerWith('DEVICE_MANAGEMENT', ['read']),
    });
    const link = await screen.findByTestId('account-thresholds');
    expect(link.getAttribute('href')).toBe('/accounts/12/thresholds?type=CUSTOMER');
    expect(link.textContent).toBe(t('thresholds.account.link'));
    view.unmount();
    renderRoute(<AccountDetailPage />, {
      path: '/accounts/:id',
      at,
      caller: dealerWith('DEVICE_MANAGEMENT', []),
    });
    await screen.findByTestId('account-detail-title');
    expect(screen.queryByTestId('account-thresholds')).toBeNull();
  });
});
