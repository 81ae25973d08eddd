import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import {
  API_KEY_SERVICES,
  CRUD_OPERATIONS,
  apiKeyCreateSchema,
  ungrantableKeyGrants,
  type ApiKeyService,
  type ApiKeyWithSecretDto,
  type CrudOperation,
  type PermissionSubject,
} from '@app/contracts';
import { firstPerField, useFieldErrors } from '../../../components/ui/use-field-errors';
import { isApiError } from '../../../lib/api-error';
import { useCreateApiKey } from '../api/api-keys';

type Field = 'name' | 'grants' | 'expiresAt' | 'allowedAddresses';
const CLIENT_ERRORS: Record<Field, string> = {
  name: 'apiKeys.form.nameRequired',
  grants: 'apiKeys.form.grantsRequired',
  expiresAt: 'apiKeys.form.expiresInvalid',
  allowedAddresses: 'apiKeys.form.addressesInvalid',
};
const grantKey = (service: ApiKeyService, op: CrudOperation) => `${service}:${op}`;

/**
 * The new key's form: name, the operations granted per service (only those the user may grant are
 * offered, by the rule the server applies), an optional last day, optional client addresses. Test ids
 * `api-key-form`, `api-key-form-<field>`, `api-key-grant-<SERVICE>-<op>`, `api-key-form-submit`.
 */
export function ApiKeyCreateForm({
  subject,
  onCreated,
}: {
  subject: PermissionSubject;
  onCreated: (created: ApiKeyWithSecretDto) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [granted, setGranted] = useState<Set<string>>(new Set());
  const [expires, setExpires] = useState('');
  const [addresses, setAddresses] = useState('');
  const { errors, setErrors, described, message, errorId } = useFieldErrors<Field>('api-key-form');
  const grantable = (service: ApiKeyService, op: CrudOperation) =>
    ungrantableKeyGrants(subject, [{ service, operations: [op] }]).length === 0;
  const services = API_KEY_SERVICES.filter((s) => CRUD_OPERATIONS.some((op) => grantable(s, op)));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const grants = services
      .map((service) => ({
        service,
        operations: CRUD_OPERATIONS.filter((op) => granted.has(grantKey(service, op))),
      }))
      .filter((g) => g.operations.length > 0);
    const parsed = apiKeyCreateSchema.safeParse({
      name,
      grants,
      // The key works through the whole chosen day (the browser's time zone).
      expiresAt: expires ? new Date(`${expires}T23:59:59`).toISOString() : null,
      allowedAddresses: addresses
        .split(/[\s,]+/)
        .map((a) => a.trim())
        .filter(Boolean),
    });
    if (!parsed.success) {
      setErrors(
        firstPerField(
          parsed.error.issues.map((issue) => {
            const field = issue.path[0] as Field;
            return [field, t(CLIENT_ERRORS[field] ?? 'apiKeys.form.nameRequired')] as const;
          }),
        ),
      );
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        setName('');
        setGranted(new Set());
        setExpires('');
        setAddresses('');
        onCreated(created);
      },
      onError: (error) => {
        if (!isApiError(error) || error.status !== 400) return;
        const found: Partial<Record<Field, string>> = {};
        for (const fe of error.fieldErrors)
          found[fe.field as Field] =
            fe.message === 'error.expiresinpast'
              ? t('apiKeys.form.expiresPast')
              : fe.message === 'error.grantnotallowed'
                ? t('apiKeys.form.grantRefused')
                : fe.message;
        if (Object.keys(found).length === 0) found.name = error.message;
        setErrors(found);
      },
    });
  };

  return (
    <Form noValidate onSubmit={submit} data-testid="api-key-form" aria-labelledby="api-key-form-title">
      <h2 className="h5" id="api-key-form-title">
        {t('apiKeys.form.title')}
      </h2>
      <div className="row g-3">
        <Form.Group className="col-12 col-md-6" controlId="api-key-form-name">
          <Form.Label>{t('apiKeys.form.name')}</Form.Label>
          <Form.Control
            value={name}
            maxLength={100}
            required
            onChange={(e) => setName(e.target.value)}
            data-testid="api-key-form-name"
            {...described('name')}
          />
          {message('name')}
        </Form.Group>
        <Form.Group className="col-12 col-md-6" controlId="api-key-form-expiresAt">
          <Form.Label>{t('apiKeys.form.expiresAt')}</Form.Label>
          <Form.Control
            type="date"
            value={expires}
            onChange={(e) => setExpires(e.target.value)}
            data-testid="api-key-form-expiresAt"
            {...described('expiresAt', 'api-key-form-expiresAt-help')}
          />
          <Form.Text id="api-key-form-expiresAt-help">{t('apiKeys.form.expiresHelp')}</Form.Text>
          {message('expiresAt')}
        </Form.Group>
        <fieldset className="col-12" aria-describedby={errors.grants ? errorId('grants') : undefined}>
          <legend className="form-label fs-6">{t('apiKeys.form.grants')}</legend>
          {services.map((service) => (
            <fieldset key={service} className="mb-2">
              <legend className="fs-6 fw-semibold mb-1">{t(`apiKeys.service.${service}`)}</legend>
              {CRUD_OPERATIONS.filter((op) => grantable(service, op)).map((op) => (
                <Form.Check
                  key={op}
                  inline
                  type="checkbox"
                  id={`api-key-grant-${service}-${op}`}
                  label={t(`apiKeys.operation.${op}`)}
                  checked={granted.has(grantKey(service, op))}
                  onChange={(e) =>
                    setGranted((current) => {
                      const next = new Set(current);
                      if (e.target.checked) next.add(grantKey(service, op));
                      else next.delete(grantKey(service, op));
                      return next;
                    })
                  }
                  data-testid={`api-key-grant-${service}-${op}`}
                />
              ))}
            </fieldset>
          ))}
          {message('grants')}
        </fieldset>
        <Form.Group className="col-12" controlId="api-key-form-allowedAddresses">
          <Form.Label>{t('apiKeys.form.addresses')}</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            value={addresses}
            onChange={(e) => setAddresses(e.target.value)}
            data-testid="api-key-form-allowedAddresses"
            {...described('allowedAddresses', 'api-key-form-addresses-help')}
          />
          <Form.Text id="api-key-form-addresses-help">{t('apiKeys.form.addressesHelp')}</Form.Text>
          {message('allowedAddresses')}
        </Form.Group>
      </div>
      <Button type="submit" className="mt-3" disabled={create.isPending} data-testid="api-key-form-submit">
        {t('apiKeys.form.submit')}
      </Button>
    </Form>
  );
}
