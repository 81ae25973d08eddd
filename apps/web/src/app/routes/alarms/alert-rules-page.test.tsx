import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AlertRuleDto } from '@app/contracts';
import { i18n } from '../../../lib/i18n';
import { startApi, type ApiHandler, type TestApi } from '../../../../test/api-server';
import { dealerWith, renderRoute, type Caller } from '../../../../test/render';
import { AlertRulesPage } from './alert-rules-page';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

const stored: AlertRuleDto = {
  id: 4,
  name: 'Offline in orario',
  accountId: 1,
  accountName: 'Clima Service',
  addressId: null,
  addressName: null,
  severity: 'minor',
  enabled: true,
  notifyOnClear: false,
  condition: { kind: 'offline', forMinutes: 45, clearMinutes: 0, openingHoursOnly: true },
  activeAlarms: 2,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
};

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const server: ApiHandler = (call) => {
  if (call.method === 'GET' && call.path === '/api/alert-rules') return { body: [stored] };
  if (call.method === 'GET' && call.path === '/api/fleet/filters/sites')
    return { body: [{ addressId: 5, label: 'Via Emilia 12' }] };
  if (call.method === 'POST' && call.path === '/api/alert-rules')
    return { status: 201, body: { ...stored, id: 8, name: (call.body as { name: string }).name } };
  if (call.method === 'PUT' && call.path === '/api/alert-rules/4') return { body: stored };
  if (call.method === 'DELETE' && call.path === '/api/alert-rules/4') return { status: 204 };
  return undefined;
};

async function openRules(caller?: Caller) {
  api = await startApi(server);
  return renderRoute(<AlertRulesPage />, { path: '/alert-rules', at: '/alert-rules', caller });
}

const field = (name: string) => screen.queryByTestId(`rule-${name}`);
const errorOf = (name: string) => screen.getByTestId(`rule-${name}-error`).textContent;

describe('the alert rules page', () => {
  it('lists each rule with its scope, its condition in words, severity and active alarms', async () => {
    await openRules();
    const row = await screen.findByTestId('rule-row-4');
    expect(row.textContent).toContain(t('alarms.rules.scopeAccount', { name: 'Clima Service' }));
    expect(within(row).getByTestId('rule-condition').textContent).toBe(
      `${t('alarms.rules.summary.offline', { forMinutes: 45 })} ${t('alarms.rules.summary.openingHoursOnly')}`,
    );
    expect(within(row).getByTestId('alarm-severity').textContent).toBe(t('alarms.severity.minor'));
    expect(within(row).getByRole('link').getAttribute('href')).toBe('/alarms?ruleId=4');
  });

  it("shows only the chosen kind's fields", async () => {
    const { user } = await openRules();
    await user.click(await screen.findByTestId('rules-new'));
    const shown = () =>
      [
        'parameter',
        'band',
        'forMinutes',
        'clearMinutes',
        'rearmMargin',
        'openingHoursOnly',
        'withinDays',
        'percent',
      ].filter((name) => field(name) !== null);
    expect(shown()).toEqual([
      'parameter',
      'band',
      'forMinutes',
      'clearMinutes',
      'rearmMargin',
      'openingHoursOnly',
    ]);
    await user.selectOptions(field('kind')!, 'offline');
    expect(shown()).toEqual(['forMinutes', 'openingHoursOnly']);
    expect((field('forMinutes') as HTMLInputElement).value).toBe('30');
    await user.selectOptions(field('kind')!, 'filter');
    expect(shown()).toEqual(['withinDays']);
    await user.selectOptions(field('kind')!, 'quota');
    expect(shown()).toEqual(['percent']);
    expect(field('scope-site')).toBeNull();
  });

  it('checks each kind with the contracts and sends nothing while a field is wrong', async () => {
    const { user } = await openRules();
    await user.click(await screen.findByTestId('rules-new'));
    await user.clear(field('forMinutes')!);
    await user.type(field('forMinutes')!, '2000');
    await user.clear(field('rearmMargin')!);
    await user.type(field('rearmMargin')!, '-1');
    await user.click(screen.getByTestId('rule-save'));
    expect(errorOf('name')).toBe(t('alarms.rules.errors.name'));
    expect(errorOf('forMinutes')).toBe(t('alarms.rules.errors.forMinutes'));
    expect(errorOf('rearmMargin')).toBe(t('alarms.rules.errors.rearmMargin'));
    expect(field('name')!.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('name'));

    await user.selectOptions(field('kind')!, 'filter');
    await user.clear(field('withinDays')!);
    await user.type(field('withinDays')!, '91');
    await user.click(screen.getByTestId('rule-save'));
    expect(errorOf('withinDays')).toBe(t('alarms.rules.errors.withinDays'));

    await user.selectOptions(field('kind')!, 'quota');
    await user.clear(field('percent')!);
    await user.type(field('percent')!, '0');
    await user.click(screen.getByTestId('rule-save'));
    expect(errorOf('percent')).toBe(t('alarms.rules.errors.percent'));

    await user.selectOptions(field('kind')!, 'offline');
    await user.click(field('scope-site')!);
    await user.click(screen.getByTestId('rule-save'));
    expect(errorOf('addressId')).toBe(t('alarms.rules.errors.addressId'));
    expect(api!.callsTo('POST', '/api/alert-rules')).toHaveLength(0);
  });

  it('sends a valid parameter rule with only its fields and says it is saved', async () => {
    const { user } = await openRules();
    await user.click(await screen.findByTestId('rules-new'));
    await user.type(field('name')!, 'PM2.5 in sala');
    await user.selectOptions(field('band')!, 'danger');
    await user.clear(field('rearmMargin')!);
    await user.type(field('rearmMargin')!, '2,5');
    await user.click(field('scope-site')!);
    await user.selectOptions(await screen.findByTestId('rule-addressId'), '5');
    await user.selectOptions(field('severity')!, 'critical');
    await user.click(screen.getByTestId('rule-save'));
    await waitFor(() => expect(api!.callsTo('POST', '/api/alert-rules')).toHaveLength(1));
    expect(api!.callsTo('POST', '/api/alert-rules')[0]!.body).toEqual({
      name: 'PM2.5 in sala',
      accountId: null,
      addressId: 5,
      severity: 'critical',
      enabled: true,
      notifyOnClear: false,
      condition: {
        kind: 'parameter',
        parameter: 'pm25',
        band: 'danger',
        forMinutes: 10,
        clearMinutes: 10,
        rearmMargin: 2.5,
        openingHoursOnly: false,
      },
    });
    expect((await screen.findByTestId('rules-message')).textContent).toContain(
      t('alarms.rules.saved', { name: 'PM2.5 in sala' }),
    );
    await waitFor(() => expect(screen.queryByTestId('rule-dialog')).toBeNull());
  });

  it('edits a stored rule from its values, with PUT', async () => {
    const { user } = await openRules();
    await user.click(await screen.findByTestId('rule-edit-4'));
    expect((field('name') as HTMLInputElement).value).toBe('Offline in orario');
    expect((field('forMinutes') as HTMLInputElement).value).toBe('45');
    expect((field('openingHoursOnly') as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByTestId('rule-save'));
    await waitFor(() => expect(api!.callsTo('PUT', '/api/alert-rules/4')).toHaveLength(1));
    expect(api!.callsTo('PUT', '/api/alert-rules/4')[0]!.body).toMatchObject({
      accountId: 1,
      addressId: null,
      condition: { kind: 'offline', forMinutes: 45, clearMinutes: 0, openingHoursOnly: true },
    });
  });

  it('deletes a rule only after the confirmation', async () => {
    const { user } = await openRules();
    await user.click(await screen.findByTestId('rule-delete-4'));
    await user.click(screen.getByTestId('delete-cancel'));
    expect(api!.callsTo('DELETE', '/api/alert-rules/4')).toHaveLength(0);
    await user.click(screen.getByTestId('rule-delete-4'));
    await user.click(screen.getByTestId('delete-confirm'));
    await waitFor(() => expect(api!.callsTo('DELETE', '/api/alert-rules/4')).toHaveLength(1));
    expect((await screen.findByTestId('rules-message')).textContent).toContain(
      t('alarms.rules.deleted', { name: 'Offline in orario' }),
    );
  });

  it('offers no change to a user who may only read devices', async () => {
    await openRules(dealerWith('DEVICE_MANAGEMENT', ['read']));
    await screen.findByTestId('rule-row-4');
    expect(screen.queryByTestId('rules-new')).toBeNull();
    expect(screen.queryByTestId('rule-edit-4')).toBeNull();
    expect(screen.queryByTestId('rule-delete-4')).toBeNull();
  });
});
