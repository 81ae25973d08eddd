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
import { DateTextInput } from '../../../components/ui/date-text-input';
import { errorIdOf, RequiredMark } from '../../../components/ui/form-field';
import { i18n } from '../../../lib/i18n';
import type { FormValues } from '../utils/form-values';
import { enumValueKey, propertyLabelKey } from '../utils/entity-i18n';
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
    <Form.Control.Feedback type="invalid" id={errorIdOf(id)} data-testid={errorIdOf(id)} className="d-block">
      {t(key, field ? { max: fieldMaxLength(field) } : undefined)}
    </Form.Control.Feedback>
  );
}

function Label({ label, required, htmlFor }: { label: string; required?: boolean; htmlFor?: string }) {
  return (
    <Form.Label htmlFor={htmlFor}>
      {label}
      {required && <RequiredMark />}
    </Form.Label>
  );
}

/** What ties a control to its state: aria-invalid and the id of its message while it has an error. */
const errorProps = (id: string, error?: FieldError) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? errorIdOf(id) : undefined,
});

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
 * message `<entity>-<field>-error` (the id its aria-describedby names while it is aria-invalid).
 * Required fields carry `required` and a visual asterisk.
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
        <Label htmlFor={id} label={label} required={field.required} />
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
              describedBy={error ? errorIdOf(id) : undefined}
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
        <Form.Check
          type="checkbox"
          label={label}
          data-testid={id}
          isInvalid={!!error}
          {...errorProps(id, error)}
          {...registration}
        />
        <ErrorText id={id} error={error} />
      </Form.Group>
    );
  }

  return (
    <Form.Group className="mb-3" controlId={id}>
      <Label label={label} required={field.required} />
      {field.kind === 'enum' ? (
        <Form.Select
          data-testid={id}
          isInvalid={!!error}
          required={field.required}
          {...errorProps(id, error)}
          {...registration}
        >
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
          required={field.required}
          {...errorProps(id, error)}
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
          required={field.required}
          {...errorProps(id, error)}
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
      <Label htmlFor={id} label={t(propertyLabelKey(d, relation.name))} required={relation.required} />
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
            inputRef={field.ref}
            isInvalid={!!error}
            describedBy={error ? errorIdOf(id) : undefined}
            required={relation.required}
          />
        )}
      />
      <ErrorText id={id} error={error} />
    </Form.Group>
  );
}
