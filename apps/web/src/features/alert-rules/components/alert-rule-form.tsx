import { useState, type FormEvent, type ReactNode } from 'react';
import {
  ALARM_SEVERITIES,
  ALERT_RULE_KINDS,
  THRESHOLD_PARAMETER_CODES,
  type AlertRuleDto,
  type FilterSite,
} from '@app/contracts';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { useDialogFocus } from '../../../components/ui/use-dialog-focus';
import { isApiError } from '../../../lib/api-error';
import { useSaveAlertRule, type AccountChoice } from '../api/alert-rules';
import {
  KIND_FIELDS,
  checkRuleForm,
  emptyRuleForm,
  ruleFormOf,
  withKind,
  type RuleFormErrors,
  type RuleFormField,
  type RuleFormValues,
  type RuleScope,
} from '../utils/rule-form';

const TITLE_ID = 'alert-rule-form-title';

/**
 * A rule's form in a dialog (new, or `rule` to edit): name, scope (an account of the caller's, or
 * one site), kind and only the kind's own fields, severity, enabled, notify on clear. Checked with
 * the contracts' schema before sending; each wrong field says why (aria-invalid, described by its
 * message) and the first gets the focus. Inputs `rule-<field>`, messages `rule-<field>-error`,
 * buttons `rule-save`, `rule-cancel`, the refusal `rule-save-error`.
 */
export function AlertRuleForm({
  rule,
  accounts,
  sites,
  defaultAccountId,
  allowSystem,
  onClose,
  onSaved,
}: {
  rule?: AlertRuleDto;
  accounts: readonly AccountChoice[];
  sites: readonly FilterSite[];
  defaultAccountId?: number;
  /** Push silence (a system rule) is the administrators'. */
  allowSystem: boolean;
  onClose: () => void;
  onSaved: (rule: AlertRuleDto) => void;
}) {
  const { t } = useTranslation();
  const focus = useDialogFocus(TITLE_ID);
  const save = useSaveAlertRule();
  const [values, setValues] = useState<RuleFormValues>(() =>
    rule ? ruleFormOf(rule) : emptyRuleForm(defaultAccountId),
  );
  const [errors, setErrors] = useState<RuleFormErrors>({});
  const set = (patch: Partial<RuleFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const shows = (field: keyof RuleFormValues) => KIND_FIELDS[values.kind].includes(field);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkRuleForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = Object.keys(checked.errors)[0];
      if (first) document.getElementById(`rule-${first}`)?.focus();
      return;
    }
    setErrors({});
    save.mutate({ input: checked.input, id: rule?.id }, { onSuccess: onSaved });
  };

  const errorOf = (field: RuleFormField) => (errors[field] ? t(errors[field]) : undefined);
  const invalid = (field: RuleFormField) =>
    errors[field] ? { isInvalid: true, 'aria-invalid': true, 'aria-describedby': `rule-${field}-error` } : {};
  const message = (field: RuleFormField) =>
    errors[field] && (
      <Form.Control.Feedback type="invalid" id={`rule-${field}-error`} data-testid={`rule-${field}-error`}>
        {errorOf(field)}
      </Form.Control.Feedback>
    );
  const group = (id: string, label: string, control: ReactNode, help?: string) => (
    <Form.Group className="mb-3" controlId={`rule-${id}`}>
      <Form.Label>{label}</Form.Label>
      {control}
      {help && <Form.Text className="d-block text-body-secondary">{help}</Form.Text>}
    </Form.Group>
  );
  const numberField = (
    field: 'forMinutes' | 'clearMinutes' | 'rearmMargin' | 'withinDays' | 'percent',
    label: string,
    help?: string,
  ) =>
    group(
      field,
      label,
      <>
        <Form.Control
          type="text"
          inputMode={field === 'rearmMargin' ? 'decimal' : 'numeric'}
          value={values[field]}
          onChange={(e) => set({ [field]: e.target.value })}
          data-testid={`rule-${field}`}
          {...invalid(field)}
        />
        {message(field)}
      </>,
      help,
    );

  const scopes: RuleScope[] =
    values.kind === 'push_silence' ? ['system'] : values.kind === 'quota' ? ['account'] : ['account', 'site'];
  const refusal = save.error
    ? isApiError(save.error) && save.error.status === 403
      ? t('alarms.rules.form.forbidden')
      : isApiError(save.error) && save.error.status === 400
        ? t('alarms.rules.form.invalid')
        : t('alarms.rules.form.failed')
    : null;

  return (
    <Modal show onHide={onClose} size="lg" aria-labelledby={TITLE_ID} data-testid="rule-dialog" {...focus}>
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel={t('alarms.actions.close')}>
          <Modal.Title as="h2" className="h5" id={TITLE_ID}>
            {rule ? t('alarms.rules.form.editTitle', { name: rule.name }) : t('alarms.rules.form.newTitle')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {refusal && (
            <Alert variant="danger" data-testid="rule-save-error">
              {refusal}
            </Alert>
          )}
          {group(
            'name',
            t('alarms.rules.form.name'),
            <>
              <Form.Control
                value={values.name}
                maxLength={100}
                required
                onChange={(e) => set({ name: e.target.value })}
                data-testid="rule-name"
                {...invalid('name')}
              />
              {message('name')}
            </>,
          )}
          {group(
            'kind',
            t('alarms.rules.form.kind'),
            <>
              <Form.Select
                value={values.kind}
                onChange={(e) => setValues((v) => withKind(v, e.target.value as RuleFormValues['kind']))}
                data-testid="rule-kind"
                {...invalid('kind')}
              >
                {ALERT_RULE_KINDS.filter((k) => k !== 'push_silence' || allowSystem || values.kind === k).map(
                  (k) => (
                    <option key={k} value={k}>
                      {t(`alarms.kind.${k}`)}
                    </option>
                  ),
                )}
              </Form.Select>
              {message('kind')}
            </>,
          )}
          <fieldset className="mb-3">
            <legend className="form-label fs-6">{t('alarms.rules.form.scope')}</legend>
            {scopes.map((scope) => (
              <Form.Check
                key={scope}
                inline
                type="radio"
                name="rule-scope"
                id={`rule-scope-${scope}`}
                data-testid={`rule-scope-${scope}`}
                label={t(`alarms.rules.scope.${scope}`)}
                checked={values.scope === scope}
                onChange={() => set({ scope })}
              />
            ))}
            {values.scope === 'account' && (
              <Form.Group className="mt-2" controlId="rule-accountId">
                <Form.Label>{t('alarms.rules.form.account')}</Form.Label>
                <Form.Select
                  value={values.accountId}
                  onChange={(e) => set({ accountId: e.target.value })}
                  data-testid="rule-accountId"
                  {...invalid('accountId')}
                >
                  <option value="">{t('alarms.rules.form.choose')}</option>
                  {accounts.map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.label}
                    </option>
                  ))}
                  {rule?.accountId && !accounts.some((a) => a.id === rule.accountId) && (
                    <option value={rule.accountId}>{rule.accountName ?? `#${rule.accountId}`}</option>
                  )}
                </Form.Select>
                {message('accountId')}
              </Form.Group>
            )}
            {values.scope === 'site' && (
              <Form.Group className="mt-2" controlId="rule-addressId">
                <Form.Label>{t('alarms.rules.form.site')}</Form.Label>
                <Form.Select
                  value={values.addressId}
                  onChange={(e) => set({ addressId: e.target.value })}
                  data-testid="rule-addressId"
                  {...invalid('addressId')}
                >
                  <option value="">{t('alarms.rules.form.choose')}</option>
                  {sites.map((s) => (
                    <option key={s.addressId} value={s.addressId}>
                      {s.label ?? t('alarms.subject.siteNo', { id: s.addressId })}
                    </option>
                  ))}
                  {rule?.addressId && !sites.some((s) => s.addressId === rule.addressId) && (
                    <option value={rule.addressId}>{rule.addressName ?? `#${rule.addressId}`}</option>
                  )}
                </Form.Select>
                {message('addressId')}
                <Form.Text className="d-block text-body-secondary">
                  {t('alarms.rules.form.siteHelp')}
                </Form.Text>
              </Form.Group>
            )}
            {values.scope === 'system' && (
              <p className="small text-body-secondary mt-2 mb-0">{t('alarms.rules.form.systemHelp')}</p>
            )}
          </fieldset>
          {shows('parameter') && (
            <div className="row">
              <div className="col-sm-6">
                {group(
                  'parameter',
                  t('alarms.rules.form.parameter'),
                  <Form.Select
                    value={values.parameter}
                    onChange={(e) => set({ parameter: e.target.value as RuleFormValues['parameter'] })}
                    data-testid="rule-parameter"
                  >
                    {THRESHOLD_PARAMETER_CODES.map((p) => (
                      <option key={p} value={p}>
                        {t(`alarms.parameter.${p}`)}
                      </option>
                    ))}
                  </Form.Select>,
                )}
              </div>
              <div className="col-sm-6">
                {group(
                  'band',
                  t('alarms.rules.form.band'),
                  <Form.Select
                    value={values.band}
                    onChange={(e) => set({ band: e.target.value as RuleFormValues['band'] })}
                    data-testid="rule-band"
                  >
                    {(['warning', 'danger'] as const).map((b) => (
                      <option key={b} value={b}>
                        {t(`alarms.rules.band.${b}`)}
                      </option>
                    ))}
                  </Form.Select>,
                )}
              </div>
            </div>
          )}
          <div className="row">
            {shows('forMinutes') && (
              <div className="col-sm-6">
                {numberField(
                  'forMinutes',
                  t('alarms.rules.form.forMinutes'),
                  t(`alarms.rules.form.forMinutesHelp.${values.kind}`),
                )}
              </div>
            )}
            {shows('clearMinutes') && (
              <div className="col-sm-6">
                {numberField(
                  'clearMinutes',
                  t('alarms.rules.form.clearMinutes'),
                  t('alarms.rules.form.clearMinutesHelp'),
                )}
              </div>
            )}
            {shows('rearmMargin') && (
              <div className="col-sm-6">
                {numberField(
                  'rearmMargin',
                  t('alarms.rules.form.rearmMargin'),
                  t('alarms.rules.form.rearmMarginHelp'),
                )}
              </div>
            )}
            {shows('withinDays') && (
              <div className="col-sm-6">
                {numberField(
                  'withinDays',
                  t('alarms.rules.form.withinDays'),
                  t('alarms.rules.form.withinDaysHelp'),
                )}
              </div>
            )}
            {shows('percent') && (
              <div className="col-sm-6">
                {numberField('percent', t('alarms.rules.form.percent'), t('alarms.rules.form.percentHelp'))}
              </div>
            )}
          </div>
          {shows('openingHoursOnly') && (
            <Form.Check
              className="mb-3"
              type="switch"
              id="rule-openingHoursOnly"
              data-testid="rule-openingHoursOnly"
              label={t('alarms.rules.form.openingHoursOnly')}
              checked={values.openingHoursOnly}
              onChange={(e) => set({ openingHoursOnly: e.target.checked })}
            />
          )}
          {group(
            'severity',
            t('alarms.rules.form.severity'),
            <Form.Select
              value={values.severity}
              onChange={(e) => set({ severity: e.target.value as RuleFormValues['severity'] })}
              data-testid="rule-severity"
            >
              {ALARM_SEVERITIES.map((s) => (
                <option key={s} value={s}>
                  {t(`alarms.severity.${s}`)}
                </option>
              ))}
            </Form.Select>,
          )}
          <Form.Check
            type="switch"
            id="rule-enabled"
            data-testid="rule-enabled"
            label={t('alarms.rules.form.enabled')}
            checked={values.enabled}
            onChange={(e) => set({ enabled: e.target.checked })}
          />
          <Form.Check
            type="switch"
            id="rule-notifyOnClear"
            data-testid="rule-notifyOnClear"
            label={t('alarms.rules.form.notifyOnClear')}
            checked={values.notifyOnClear}
            onChange={(e) => set({ notifyOnClear: e.target.checked })}
          />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onClose} data-testid="rule-cancel" disabled={save.isPending}>
            {t('alarms.actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant="primary"
            data-testid="rule-save"
            disabled={save.isPending}
            aria-busy={save.isPending}
          >
            {t('alarms.rules.form.save')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
