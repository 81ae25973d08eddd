import { describe, expect, it } from 'vitest';
import {
  alertRuleInputSchema,
  effectiveRules,
  readParameter,
  ruleKey,
  type AlertCondition,
  type ScopedRule,
} from './alert-rules';

const pm25 = (band: 'danger' | 'warning'): AlertCondition => ({
  kind: 'parameter',
  parameter: 'pm25',
  band,
  forMinutes: 10,
  clearMinutes: 10,
  rearmMargin: 0,
  openingHoursOnly: false,
});
const offline: AlertCondition = { kind: 'offline', forMinutes: 30, clearMinutes: 0, openingHoursOnly: false };
const rule = (id: number, condition: AlertCondition, enabled = true): ScopedRule => ({
  id,
  enabled,
  condition,
});

describe('ruleKey', () => {
  it('names the parameter and band of a parameter rule, the kind otherwise', () => {
    expect(ruleKey(pm25('danger'))).toBe('parameter:pm25:danger');
    expect(ruleKey(pm25('warning'))).not.toBe(ruleKey(pm25('danger')));
    expect(ruleKey(offline)).toBe('offline');
  });
});

describe('effectiveRules', () => {
  it('lets the site override the accounts, and a nearer account a farther one', () => {
    const root = [rule(1, pm25('danger')), rule(2, offline)];
    const dealer = [rule(3, pm25('danger'))];
    const site = [rule(4, offline)];
    expect(
      effectiveRules([root, dealer, site])
        .map((r) => r.id)
        .sort(),
    ).toEqual([3, 4]);
    expect(
      effectiveRules([root, dealer])
        .map((r) => r.id)
        .sort(),
    ).toEqual([2, 3]);
  });

  it('switches a key off where a nearer layer disables it, other keys stay', () => {
    const root = [rule(1, pm25('danger')), rule(2, pm25('warning'))];
    expect(effectiveRules([root, [rule(3, pm25('danger'), false)]]).map((r) => r.id)).toEqual([2]);
  });
});

describe('readParameter', () => {
  it('high side (PM2.5): breached above the bound, rearmed at or below the bound minus the margin', () => {
    const band = { high: 25 };
    expect(readParameter('pm25', 26, band, 3)).toEqual({ breached: true, rearmed: false });
    expect(readParameter('pm25', 24, band, 3)).toEqual({ breached: false, rearmed: false });
    expect(readParameter('pm25', 22, band, 3)).toEqual({ breached: false, rearmed: true });
  });

  it('low side (filter): breached at or below the bound, rearmed above the bound plus the margin', () => {
    const band = { low: 10 };
    expect(readParameter('filter', 10, band, 5)).toEqual({ breached: true, rearmed: false });
    expect(readParameter('filter', 14, band, 5)).toEqual({ breached: false, rearmed: false });
    expect(readParameter('filter', 16, band, 5)).toEqual({ breached: false, rearmed: true });
  });

  it('range (temp): breached outside, rearmed inside by the margin on both sides', () => {
    const band = { low: 18, high: 26 };
    expect(readParameter('temp', 17, band, 1).breached).toBe(true);
    expect(readParameter('temp', 27, band, 1).breached).toBe(true);
    expect(readParameter('temp', 18.5, band, 1)).toEqual({ breached: false, rearmed: false });
    expect(readParameter('temp', 25.5, band, 1)).toEqual({ breached: false, rearmed: false });
    expect(readParameter('temp', 22, band, 1)).toEqual({ breached: false, rearmed: true });
  });

  it('a removed band is never breached', () => {
    expect(readParameter('pm25', 500, null, 0)).toEqual({ breached: false, rearmed: true });
  });
});

describe('alertRuleInputSchema', () => {
  it('fills the defaults and refuses a rule with neither account nor site', () => {
    const parsed = alertRuleInputSchema.parse({
      name: 'Offline',
      accountId: 3,
      condition: { kind: 'offline' },
    });
    expect(parsed.condition).toEqual({
      kind: 'offline',
      forMinutes: 30,
      clearMinutes: 0,
      openingHoursOnly: false,
    });
    expect(parsed.severity).toBe('major');
    const bad = alertRuleInputSchema.safeParse({ name: 'x', condition: { kind: 'offline' } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['accountId']);
  });

  it('takes the no-effect kind with nothing else in its condition', () => {
    const rule = { name: 'n', accountId: 1, condition: { kind: 'no_effect' } };
    expect(alertRuleInputSchema.parse(rule).condition).toEqual({ kind: 'no_effect' });
    expect(
      alertRuleInputSchema.safeParse({ ...rule, condition: { kind: 'no_effect', forMinutes: 5 } }).success,
    ).toBe(false);
    expect(ruleKey({ kind: 'no_effect' })).toBe('no_effect');
  });

  it('keeps push silence a system rule', () => {
    expect(alertRuleInputSchema.safeParse({ name: 'p', condition: { kind: 'push_silence' } }).success).toBe(
      true,
    );
    expect(
      alertRuleInputSchema.safeParse({ name: 'p', accountId: 1, condition: { kind: 'push_silence' } })
        .success,
    ).toBe(false);
  });
});
