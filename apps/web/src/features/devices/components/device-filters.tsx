import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import type { DeviceModelDto } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import type { AddressOption } from '../api/get-addresses';

export interface DeviceFilterValues {
  addressId?: number;
  name?: string;
  modelId?: number;
}

const idOf = (value: string) => (/^[1-9]\d{0,15}$/.test(value) ? Number(value) : undefined);

/**
 * The list's filters: address (`addressId.equals`), tag = name (`name.contains`) and model
 * (`modelId.equals`). A filter whose choices the caller cannot read is not offered (`addresses` /
 * `models` undefined). Selects apply at once; the tag on Enter or with the Filter button.
 * Ids `device-filter-address`, `device-filter-name`, `device-filter-model`; `device-filter-apply`,
 * `device-filter-clear`.
 */
export function DeviceFilters({
  values,
  addresses,
  models,
  onChange,
}: {
  values: DeviceFilterValues;
  addresses: AddressOption[] | undefined;
  models: DeviceModelDto[] | undefined;
  onChange: (values: DeviceFilterValues) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(values.name ?? '');
  const [shownName, setShownName] = useState(values.name);
  // The address bar changed the tag (back, a link): the input follows.
  if (shownName !== values.name) {
    setShownName(values.name);
    setName(values.name ?? '');
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...values, name: name.trim() || undefined });
  };
  const active = values.addressId !== undefined || !!values.name || values.modelId !== undefined;
  return (
    <Form
      role="search"
      aria-label={t('deviceManagement.filters.label')}
      onSubmit={submit}
      className="mb-3"
      data-testid="device-filters"
    >
      <Row className="g-2 align-items-end">
        {addresses && (
          <Col md={4}>
            <Form.Group controlId="device-filter-address">
              <Form.Label className="small mb-1">{t('deviceManagement.filters.address')}</Form.Label>
              <Form.Select
                size="sm"
                value={values.addressId ?? ''}
                onChange={(e) => onChange({ ...values, addressId: idOf(e.target.value) })}
              >
                <option value="">{t('deviceManagement.filters.any')}</option>
                {addresses.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.label}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
        )}
        <Col md={3}>
          <Form.Group controlId="device-filter-name">
            <Form.Label className="small mb-1">{t('deviceManagement.filters.name')}</Form.Label>
            <Form.Control
              size="sm"
              type="search"
              value={name}
              maxLength={255}
              onChange={(e) => setName(e.target.value)}
            />
          </Form.Group>
        </Col>
        {models && (
          <Col md={3}>
            <Form.Group controlId="device-filter-model">
              <Form.Label className="small mb-1">{t('deviceManagement.filters.model')}</Form.Label>
              <Form.Select
                size="sm"
                value={values.modelId ?? ''}
                onChange={(e) => onChange({ ...values, modelId: idOf(e.target.value) })}
              >
                <option value="">{t('deviceManagement.filters.any')}</option>
                {models.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.name ?? `#${m.id}`}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
        )}
        <Col xs="auto" className="d-flex gap-2">
          <Button type="submit" size="sm" variant="outline-primary" data-testid="device-filter-apply">
            {t('deviceManagement.filters.apply')}
          </Button>
          {active && (
            <Button
              type="button"
              size="sm"
              variant="outline-secondary"
              data-testid="device-filter-clear"
              onClick={() => {
                setName('');
                onChange({});
              }}
            >
              {t('deviceManagement.filters.clear')}
            </Button>
          )}
        </Col>
      </Row>
    </Form>
  );
}
