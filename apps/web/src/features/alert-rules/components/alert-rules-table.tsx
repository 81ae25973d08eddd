import type { AlertRuleDto } from '@app/contracts';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlarmSeverityBadge } from '../../../components/alarm/alarm-severity-badge';
import { paths } from '../../../config/paths';
import { describeCondition } from '../utils/describe-condition';

/**
 * The rules: name, where it holds (account or site), kind, its condition in words, severity, on or
 * off, and its active alarms (a link to them); Edit and Delete for a caller who may manage them.
 * A card per rule on a phone. Rows `rule-row-<id>`, buttons `rule-edit-<id>`, `rule-delete-<id>`.
 */
export function AlertRulesTable({
  rules,
  canManage,
  onEdit,
  onDelete,
}: {
  rules: readonly AlertRuleDto[];
  canManage: boolean;
  onEdit: (rule: AlertRuleDto) => void;
  onDelete: (rule: AlertRuleDto) => void;
}) {
  const { t } = useTranslation();
  const scopeOf = (rule: AlertRuleDto) =>
    rule.addressId !== null
      ? t('alarms.rules.scopeSite', { name: rule.addressName ?? `#${rule.addressId}` })
      : rule.accountId !== null
        ? t('alarms.rules.scopeAccount', { name: rule.accountName ?? `#${rule.accountId}` })
        : t('alarms.rules.scope.system');
  return (
    <Table striped responsive className="align-middle table-cards caption-top" data-testid="rules-table">
      <caption>{t('alarms.rules.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('alarms.rules.columns.name')}</th>
          <th scope="col">{t('alarms.rules.columns.scope')}</th>
          <th scope="col">{t('alarms.rules.columns.condition')}</th>
          <th scope="col">{t('alarms.columns.severity')}</th>
          <th scope="col">{t('alarms.rules.columns.enabled')}</th>
          <th scope="col">{t('alarms.rules.columns.activeAlarms')}</th>
          {canManage && (
            <th scope="col" className="text-end">
              <span className="visually-hidden">{t('alarms.rules.columns.actions')}</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rules.map((rule) => (
          <tr key={rule.id} data-testid={`rule-row-${rule.id}`} data-kind={rule.condition.kind}>
            <th scope="row" className="fw-semibold text-start text-break">
              {rule.name}
            </th>
            <td data-label={t('alarms.rules.columns.scope')}>{scopeOf(rule)}</td>
            <td data-label={t('alarms.rules.columns.condition')}>
              <span className="d-block small text-body-secondary">
                {t(`alarms.kind.${rule.condition.kind}`)}
              </span>
              <span data-testid="rule-condition">{describeCondition(t, rule.condition)}</span>
            </td>
            <td data-label={t('alarms.columns.severity')}>
              <AlarmSeverityBadge severity={rule.severity} />
            </td>
            <td data-label={t('alarms.rules.columns.enabled')} data-testid="rule-enabled-text">
              {rule.enabled ? t('alarms.rules.on') : t('alarms.rules.off')}
            </td>
            <td data-label={t('alarms.rules.columns.activeAlarms')}>
              {rule.activeAlarms > 0 ? (
                <Link
                  to={`${paths.alarms.list.getHref()}?ruleId=${rule.id}`}
                  aria-label={t('alarms.rules.activeAlarmsOf', { count: rule.activeAlarms, name: rule.name })}
                >
                  {rule.activeAlarms}
                </Link>
              ) : (
                0
              )}
            </td>
            {canManage && (
              <td className="text-end text-nowrap table-cards-actions">
                <div className="d-inline-flex gap-1">
                  <Button
                    size="sm"
                    variant="primary"
                    onClick={() => onEdit(rule)}
                    data-testid={`rule-edit-${rule.id}`}
                    aria-label={t('alarms.rules.editOf', { name: rule.name })}
                  >
                    {t('alarms.rules.edit')}
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    onClick={() => onDelete(rule)}
                    data-testid={`rule-delete-${rule.id}`}
                    aria-label={t('alarms.rules.deleteOf', { name: rule.name })}
                  >
                    {t('alarms.rules.delete')}
                  </Button>
                </div>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
