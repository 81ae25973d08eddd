import type { Query } from '../../../lib/typed-api';
import {
  ALARM_SEVERITIES,
  ALARM_STATES,
  ALERT_RULE_KINDS,
  type AlarmSeverity,
  type AlarmState,
  type AlertRuleKind,
} from '@app/contracts';

/**
 * The alarm list's filters as the address bar keeps them (`?state=&severity=&kind=&addressId=&ruleId=
 * &deviceId=&mine=true&acknowledged=&page=`): a link or a reload shows the same list. Page 1-based
 * here; the defaults (active alarms, page 1) are left out of the address.
 */
export interface AlarmListQuery {
  state: AlarmState | 'all';
  severity?: AlarmSeverity;
  kind?: AlertRuleKind;
  addressId?: number;
  ruleId?: number;
  deviceId?: number;
  /** Only the alarms assigned to me. */
  mine: boolean;
  acknowledged?: boolean;
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

const positive = (value: string | null): number | undefined => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The query of an address bar; what it does not understand falls back to the default. */
export function readAlarmListQuery(search: URLSearchParams): AlarmListQuery {
  const acknowledged = search.get('acknowledged');
  return {
    state: oneOf([...ALARM_STATES, 'all'] as const, search.get('state')) ?? 'active',
    severity: oneOf(ALARM_SEVERITIES, search.get('severity')),
    kind: oneOf(ALERT_RULE_KINDS, search.get('kind')),
    addressId: positive(search.get('addressId')),
    ruleId: positive(search.get('ruleId')),
    deviceId: positive(search.get('deviceId')),
    mine: search.get('mine') === 'true',
    acknowledged: acknowledged === 'true' ? true : acknowledged === 'false' ? false : undefined,
    page: positive(search.get('page')) ?? 1,
  };
}

/** The address bar's query of a list query: only what differs from the defaults. */
export function alarmListSearch(query: AlarmListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.state !== 'active') params.set('state', query.state);
  if (query.severity) params.set('severity', query.severity);
  if (query.kind) params.set('kind', query.kind);
  if (query.addressId !== undefined) params.set('addressId', String(query.addressId));
  if (query.ruleId !== undefined) params.set('ruleId', String(query.ruleId));
  if (query.deviceId !== undefined) params.set('deviceId', String(query.deviceId));
  if (query.mine) params.set('mine', 'true');
  if (query.acknowledged !== undefined) params.set('acknowledged', String(query.acknowledged));
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/**
 * The API's query (alarmQuerySchema) of the filters: page 0-based on the wire; no page or size for
 * the CSV, which holds every alarm of the filters.
 */
export function alarmApiQuery(query: AlarmListQuery, paging?: { size: number }): Query<'/api/alarms', 'get'> {
  return {
    state: query.state,
    severity: query.severity,
    kind: query.kind,
    addressId: query.addressId,
    ruleId: query.ruleId,
    deviceId: query.deviceId,
    mine: query.mine ? 'true' : undefined,
    acknowledged: query.acknowledged === undefined ? undefined : query.acknowledged ? 'true' : 'false',
    ...(paging ? { page: query.page - 1, size: paging.size } : {}),
  };
}

/** Whether any filter other than the state is set (the empty list then says the filters hide alarms). */
export const hasFilters = (query: AlarmListQuery) =>
  query.severity !== undefined ||
  query.kind !== undefined ||
  query.addressId !== undefined ||
  query.ruleId !== undefined ||
  query.deviceId !== undefined ||
  query.mine ||
  query.acknowledged !== undefined;
