import {
  fieldMaxLength,
  type EntityBody,
  type EntityDescriptor,
  type FieldDescriptor,
  type RelationDescriptor,
} from '@app/contracts';
import Form from 'react-bootstrap/Form';
import { Controller, type Control, type FieldError, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n';
import type { FormValues } from '../utils/form-values';
import { enumValueKey, propertyLabelKey } from '../utils/entity-i18n';
import { DateTextInput } from './date-text-input';
import { RelationSelect } from './relation-select';

/**
 * A validation message: the contracts' schemas give i18n keys, filled in with the field's limits
 * (maxlength: "at most {{max}} characters"); anything else reads "invalid value".
 */
function ErrorText({ id, error, field }: { id: string; error?: FieldError; field?: FieldDescriptor }) {
  const { t } = useTranslation();
  if (!error) return null;
  const key = error.message && i18n.exists(error.message) ? error.message : 'entity.validation.invalid';
  return (
    <Form.Control.Feedback type="invalid" data-testid={`${id}-error`} className="d-block">
      {t(key, field ? { max: fieldMaxLength(field) } : undefined)}
    </Form.Control.Feedback>
  );
}

function Label({ label, required }: { label: string; required?: boolean }) {
  return (
    <Form.Label>
      {label}
      {required && (
        <span className="text-danger ms-1" aria-hidden="true">
          *
        </span>
      )}
    </Form.Label>
  );
}

const INPUT_TYPES: Partial<Record<FieldDescriptor['kind'], string>> = {
  integer: 'number',
  decimal: 'number',
};
const FORMAT_INPUT_TYPES: Record<NonNullable<FieldDescriptor['format']>, string> = {
  email: 'email',
  latitude: 'text',
  longitude: 'text',
};

/**
 * The input of one field, by kind (docs/product.md#entity-forms): checkboxes for booleans, selects for enums, dates
 * typed DD/MM/YYYY (datetimes DD/MM/YYYY HH:mm, local time) with a calendar button, number
 * inputs, a text area for long texts. The input's id and data-testid are `<entity>-<field>`; its
 * message `<entity>-<field>-error`.
 */
export function FieldControl({
  d,
  field,
  register,
  control,
  error,
}: {
  d: EntityDescriptor;
  field: FieldDescriptor;
  register: UseFormRegister<FormValues>;
  control: Control<FormValues, unknown, EntityBody>;
  error?: FieldError;
}) {
  const { t } = useTranslation();
  const id = `${d.name}-${field.name}`;
  const label = t(propertyLabelKey(d, field.name));

  if (field.kind === 'date' || field.kind === 'datetime') {
    const kind = field.kind;
    return (
      <Form.Group className="mb-3">
        <Form.Label htmlFor={id}>
          {label}
          {field.required && (
            <span className="text-danger ms-1" aria-hidden="true">
              *
            </span>
          )}
        </Form.Label>
        <Controller
          control={control}
          name={field.name}
          render={({ field: input }) => (
            <DateTextInput
              id={id}
              kind={kind}
              name={input.name}
              value={typeof input.value === 'string' ? input.value : ''}
              placeholder={field.placeholder}
              isInvalid={!!error}
              required={field.required}
              inputRef={input.ref}
              onChange={input.onChange}
              onBlur={input.onBlur}
            />
          )}
        />
        <ErrorText id={id} error={error} field={field} />
      </Form.Group>
    );
  }

  const registration = register(field.name);

  if (field.kind === 'boolean') {
    return (
      <Form.Group className="mb-3" controlId={id}>
        <Form.Check type="checkbox" label={label} data-testid={id} isInvalid={!!error} {...registration} />
        <ErrorText id={id} error={error} />
      </Form.Group>
    );
  }

  return (
    <Form.Group className="mb-3" controlId={id}>
      <Label label={label} required={field.required} />
      {field.kind === 'enum' ? (
        <Form.Select data-testid={id} isInvalid={!!error} aria-required={field.required} {...registration}>
          {!field.required && <option value="">{t('entities.common.none')}</option>}
          {(field.values ?? []).map((value) => (
            <option key={value} value={value}>
              {t(enumValueKey(d, field.name, value), { defaultValue: value })}
            </option>
          ))}
        </Form.Select>
      ) : field.kind === 'text' ? (
        <Form.Control
          as="textarea"
          rows={4}
          data-testid={id}
          isInvalid={!!error}
          aria-required={field.required}
          {...registration}
        />
      ) : (
        <Form.Control
          type={field.format ? FORMAT_INPUT_TYPES[field.format] : (INPUT_TYPES[field.kind] ?? 'text')}
          inputMode={field.format === 'latitude' || field.format === 'longitude' ? 'decimal' : undefined}
          step={field.kind === 'integer' ? 1 : field.kind === 'decimal' ? 'any' : undefined}
          placeholder={field.placeholder}
          title={field.placeholder}
          data-testid={id}
          isInvalid={!!error}
          aria-required={field.required}
          {...registration}
        />
      )}
      <ErrorText id={id} error={error} field={field} />
    </Form.Group>
  );
}

/** A relation's searchable select, bound to the form as a number or null. */
export function RelationControl({
  d,
  relation,
  control,
  error,
}: {
  d: EntityDescriptor;
  relation: RelationDescriptor;
  control: Control<FormValues, unknown, EntityBody>;
  error?: FieldError;
}) {
  const { t } = useTranslation();
  const id = `${d.name}-${relation.name}`;
  return (
    <Form.Group className="mb-3">
      <Form.Label htmlFor={id}>
        {t(propertyLabelKey(d, relation.name))}
        {relation.required && (
          <span className="text-danger ms-1" aria-hidden="true">
            *
          </span>
        )}
      </Form.Label>
      <Controller
        control={control}
        name={relation.name}
        render={({ field }) => (
          <RelationSelect
            id={id}
            relation={{ target: relation.target, relation: `${d.name}.${relation.name}` }}
            value={typeof field.value === 'number' ? field.value : null}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isInvalid={!!error}
            required={relation.required}
          />
        )}
      />
      <ErrorText id={id} error={error} />
    </Form.Group>
  );
}
