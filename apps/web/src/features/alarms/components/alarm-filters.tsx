import { ALARM_SEVERITIES, ALERT_RULE_KINDS, type AlertRuleDto, type FilterSite } from '@app/contracts';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import type { AlarmListQuery } from '../utils/alarm-list-query';

/** Reads a select's value: '' is "any". */
const optionalNumber = (value: string) => (value ? Number(value) : undefined);

/**
 * The alarm list's filters, each a labelled select (state, severity, kind, site, rule, acknowledged)
 * and a switch (assigned to me). Every change goes back to page 1. Test ids `alarms-filter-<name>`.
 */
export function AlarmFilters({
  query,
  onChange,
  sites,
  rules,
}: {
  query: AlarmListQuery;
  onChange: (next: Partial<AlarmListQuery>) => void;
  sites: readonly FilterSite[];
  rules: readonly AlertRuleDto[];
}) {
  const { t } = useTranslation();
  const select = (
    name: string,
    label: string,
    value: string,
    set: (value: string) => void,
    options: [string, string][],
  ) => (
    <Form.Group controlId={`alarms-filter-${name}`} className="alarm-filter">
      <Form.Label className="small mb-1">{label}</Form.Label>
      <Form.Select
        size="sm"
        data-testid={`alarms-filter-${name}`}
        value={value}
        onChange={(e) => set(e.target.value)}
      >
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
  const any = t('alarms.filters.any');
  return (
    <Form
      className="d-flex flex-wrap gap-3 align-items-end mb-3"
      role="search"
      aria-label={t('alarms.filters.label')}
      onSubmit={(e) => e.preventDefault()}
      data-testid="alarms-filters"
    >
      {select(
        'state',
        t('alarms.filters.state'),
        query.state,
        (v) => onChange({ state: v as AlarmListQuery['state'] }),
        (['active', 'cleared', 'all'] as const).map((s) => [s, t(`alarms.filters.states.${s}`)]),
      )}
      {select(
        'severity',
        t('alarms.filters.severity'),
        query.severity ?? '',
        (v) => onChange({ severity: (v || undefined) as AlarmListQuery['severity'] }),
        [['', any], ...ALARM_SEVERITIES.map((s): [string, string] => [s, t(`alarms.severity.${s}`)])],
      )}
      {select(
        'kind',
        t('alarms.filters.kind'),
        query.kind ?? '',
        (v) => onChange({ kind: (v || undefined) as AlarmListQuery['kind'] }),
        [['', any], ...ALERT_RULE_KINDS.map((k): [string, string] => [k, t(`alarms.kind.${k}`)])],
      )}
      {select(
        'site',
        t('alarms.filters.site'),
        query.addressId === undefined ? '' : String(query.addressId),
        (v) => onChange({ addressId: optionalNumber(v) }),
        [
          ['', t('alarms.filters.allSites')],
          ...sites.map((s): [string, string] => [
            String(s.addressId),
            s.label ?? t('alarms.subject.siteNo', { id: s.addressId }),
          ]),
        ],
      )}
      {select(
        'rule',
        t('alarms.filters.rule'),
        query.ruleId === undefined ? '' : String(query.ruleId),
        (v) => onChange({ ruleId: optionalNumber(v) }),
        [['', t('alarms.filters.allRules')], ...rules.map((r): [string, string] => [String(r.id), r.name])],
      )}
      {select(
        'acknowledged',
        t('alarms.filters.acknowledged'),
        query.acknowledged === undefined ? '' : String(query.acknowledged),
        (v) => onChange({ acknowledged: v === '' ? undefined : v === 'true' }),
        [
          ['', any],
          ['true', t('alarms.filters.acknowledgedYes')],
          ['false', t('alarms.filters.acknowledgedNo')],
        ],
      )}
      <Form.Check
        type="switch"
        id="alarms-filter-mine"
        data-testid="alarms-filter-mine"
        className="mb-1"
        label={t('alarms.filters.mine')}
        checked={query.mine}
        onChange={(e) => onChange({ mine: e.target.checked })}
      />
    </Form>
  );
}
