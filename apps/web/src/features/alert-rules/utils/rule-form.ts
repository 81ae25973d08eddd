import {
  alertRuleInputSchema,
  type AlarmSeverity,
  type AlertRuleDto,
  type AlertRuleInput,
  type AlertRuleKind,
  type ThresholdParameter,
} from '@app/contracts';

/** Where a rule holds: an account's subtree, one site, or the whole system (push silence only). */
export type RuleScope = 'account' | 'site' | 'system';

/** The form as typed: numbers stay text until checked, so that a half-typed value is no error yet. */
export interface RuleFormValues {
  name: string;
  scope: RuleScope;
  accountId: string;
  addressId: string;
  severity: AlarmSeverity;
  enabled: boolean;
  notifyOnClear: boolean;
  kind: AlertRuleKind;
  parameter: ThresholdParameter;
  band: 'danger' | 'warning';
  forMinutes: string;
  clearMinutes: string;
  rearmMargin: string;
  openingHoursOnly: boolean;
  withinDays: string;
  percent: string;
}

/** The fields each kind shows (and sends): nothing else of the condition goes to the server. */
export const KIND_FIELDS: Record<AlertRuleKind, readonly (keyof RuleFormValues)[]> = {
  parameter: ['parameter', 'band', 'forMinutes', 'clearMinutes', 'rearmMargin', 'openingHoursOnly'],
  offline: ['forMinutes', 'openingHoursOnly'],
  filter: ['withinDays'],
  timer: [],
  quota: ['percent'],
  push_silence: ['forMinutes'],
  no_effect: [],
};

/** The contracts' defaults of each kind, as the form starts. */
const FOR_MINUTES_DEFAULT: Partial<Record<AlertRuleKind, string>> = {
  parameter: '10',
  offline: '30',
  push_silence: '15',
};

export function emptyRuleForm(accountId?: number): RuleFormValues {
  return {
    name: '',
    scope: 'account',
    accountId: accountId === undefined ? '' : String(accountId),
    addressId: '',
    severity: 'major',
    enabled: true,
    notifyOnClear: false,
    kind: 'parameter',
    parameter: 'pm25',
    band: 'warning',
    forMinutes: '10',
    clearMinutes: '10',
    rearmMargin: '0',
    openingHoursOnly: false,
    withinDays: '7',
    percent: '90',
  };
}

/** A kind chosen in the form: its own default wait, and the scope it must have. */
export function withKind(values: RuleFormValues, kind: AlertRuleKind): RuleFormValues {
  const scope: RuleScope =
    kind === 'push_silence'
      ? 'system'
      : values.scope === 'system' || (kind === 'quota' && values.scope === 'site')
        ? 'account'
        : values.scope;
  return { ...values, kind, scope, forMinutes: FOR_MINUTES_DEFAULT[kind] ?? values.forMinutes };
}

/** The form of a stored rule. */
export function ruleFormOf(rule: AlertRuleDto): RuleFormValues {
  const base = emptyRuleForm();
  const c = rule.condition;
  const values: RuleFormValues = {
    ...base,
    name: rule.name,
    scope: rule.addressId !== null ? 'site' : rule.accountId !== null ? 'account' : 'system',
    accountId: rule.accountId === null ? '' : String(rule.accountId),
    addressId: rule.addressId === null ? '' : String(rule.addressId),
    severity: rule.severity,
    enabled: rule.enabled,
    notifyOnClear: rule.notifyOnClear,
    kind: c.kind,
  };
  switch (c.kind) {
    case 'parameter':
      return {
        ...values,
        parameter: c.parameter,
        band: c.band,
        forMinutes: String(c.forMinutes),
        clearMinutes: String(c.clearMinutes),
        rearmMargin: String(c.rearmMargin),
        openingHoursOnly: c.openingHoursOnly,
      };
    case 'offline':
      return { ...values, forMinutes: String(c.forMinutes), openingHoursOnly: c.openingHoursOnly };
    case 'filter':
      return { ...values, withinDays: String(c.withinDays) };
    case 'quota':
      return { ...values, percent: String(c.percent) };
    case 'push_silence':
      return { ...values, forMinutes: String(c.forMinutes) };
    case 'timer':
    case 'no_effect':
      return values;
  }
}

/** A typed number: '' and text that is no number stay NaN, which the schema refuses. */
const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

function conditionOf(v: RuleFormValues): Record<string, unknown> {
  switch (v.kind) {
    case 'parameter':
      return {
        kind: 'parameter',
        parameter: v.parameter,
        band: v.band,
        forMinutes: num(v.forMinutes),
        clearMinutes: num(v.clearMinutes),
        rearmMargin: num(v.rearmMargin),
        openingHoursOnly: v.openingHoursOnly,
      };
    case 'offline':
      return { kind: 'offline', forMinutes: num(v.forMinutes), openingHoursOnly: v.openingHoursOnly };
    case 'filter':
      return { kind: 'filter', withinDays: num(v.withinDays) };
    case 'timer':
      return { kind: 'timer' };
    case 'no_effect':
      return { kind: 'no_effect' };
    case 'quota':
      return { kind: 'quota', percent: num(v.percent) };
    case 'push_silence':
      return { kind: 'push_silence', forMinutes: num(v.forMinutes) };
  }
}

/** The form's fields that can be wrong, each with the i18n key of its message (alarms.rules.errors.<field>). */
export type RuleFormField =
  | 'name'
  | 'accountId'
  | 'addressId'
  | 'kind'
  | 'forMinutes'
  | 'clearMinutes'
  | 'rearmMargin'
  | 'withinDays'
  | 'percent';

export type RuleFormErrors = Partial<Record<RuleFormField, string>>;

const FIELD_OF_PATH: Record<string, RuleFormField> = {
  name: 'name',
  accountId: 'accountId',
  addressId: 'addressId',
  'condition.kind': 'kind',
  'condition.forMinutes': 'forMinutes',
  'condition.clearMinutes': 'clearMinutes',
  'condition.rearmMargin': 'rearmMargin',
  'condition.withinDays': 'withinDays',
  'condition.percent': 'percent',
};

/**
 * Checks the form with the contracts' schema (the server's own check): the body to send, or per
 * field the i18n key of its message. The scope picks which of account and site is sent; a site's
 * rule needs its site (the schema accepts an account instead, the form does not offer that).
 */
export function checkRuleForm(
  v: RuleFormValues,
): { ok: true; input: AlertRuleInput } | { ok: false; errors: RuleFormErrors } {
  const body = {
    name: v.name,
    accountId: v.scope === 'account' && v.accountId ? Number(v.accountId) : null,
    addressId: v.scope === 'site' && v.addressId ? Number(v.addressId) : null,
    severity: v.severity,
    enabled: v.enabled,
    notifyOnClear: v.notifyOnClear,
    condition: conditionOf(v),
  };
  const errors: RuleFormErrors = {};
  if (v.scope === 'site' && !v.addressId) errors.addressId = 'alarms.rules.errors.addressId';
  const parsed = alertRuleInputSchema.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF_PATH[issue.path.join('.')];
      if (field && !errors[field]) {
        errors[field] =
          field === 'name' && body.name.trim() !== ''
            ? 'alarms.rules.errors.nameTooLong'
            : `alarms.rules.errors.${field}`;
      }
    }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (!parsed.success) return { ok: false, errors: { kind: 'alarms.rules.errors.kind' } };
  return { ok: true, input: parsed.data };
}
