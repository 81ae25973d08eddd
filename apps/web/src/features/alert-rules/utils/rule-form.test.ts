import { describe, expect, it } from 'vitest';
import type { AlertCondition, AlertRuleDto } from '@app/contracts';
import { checkRuleForm, emptyRuleForm, ruleFormOf, withKind } from './rule-form';

const stored = (condition: AlertCondition, scope: Partial<AlertRuleDto> = {}): AlertRuleDto => ({
  id: 1,
  name: 'Regola',
  accountId: 2,
  accountName: null,
  addressId: null,
  addressName: null,
  severity: 'minor',
  enabled: false,
  notifyOnClear: true,
  condition,
  activeAlarms: 0,
  createdAt: '',
  updatedAt: '',
  ...scope,
});

describe('the rule form', () => {
  it.each<AlertCondition>([
    {
      kind: 'parameter',
      parameter: 'temp',
      band: 'danger',
      forMinutes: 5,
      clearMinutes: 20,
      rearmMargin: 1.5,
      openingHoursOnly: true,
    },
    { kind: 'offline', forMinutes: 90, clearMinutes: 0, openingHoursOnly: false },
    { kind: 'filter', withinDays: 0 },
    { kind: 'timer' },
    { kind: 'quota', percent: 70 },
  ])('sends back a stored %o rule unchanged', (condition) => {
    const checked = checkRuleForm(ruleFormOf(stored(condition)));
    expect(checked).toEqual({
      ok: true,
      input: {
        name: 'Regola',
        accountId: 2,
        addressId: null,
        severity: 'minor',
        enabled: false,
        notifyOnClear: true,
        condition,
      },
    });
  });

  it('makes push silence a system rule, with no account and no site', () => {
    const values = withKind({ ...emptyRuleForm(2), name: 'Push' }, 'push_silence');
    expect(values.scope).toBe('system');
    const checked = checkRuleForm(values);
    expect(checked.ok && checked.input).toMatchObject({
      accountId: null,
      addressId: null,
      condition: { kind: 'push_silence', forMinutes: 15 },
    });
  });

  it('moves a site rule to the account when it becomes a quota rule', () => {
    const site = { ...emptyRuleForm(2), scope: 'site' as const, addressId: '5' };
    expect(withKind(site, 'quota').scope).toBe('account');
    expect(withKind(site, 'offline').scope).toBe('site');
  });

  it('asks for the account of an account rule', () => {
    expect(checkRuleForm({ ...emptyRuleForm(), name: 'Senza account' })).toEqual({
      ok: false,
      errors: { accountId: 'alarms.rules.errors.accountId' },
    });
  });
});
