import type { EntityBody, EntityDescriptor, FieldDescriptor, EntityDto } from '@app/contracts';
import {
  formatDate,
  formatDateTimeInput,
  parseTypedDate,
  parseTypedDateTime,
  startOfDay,
} from '../../../lib/formatters';

/**
 * The entity forms of docs/product.md#entity-forms, as pure functions: what the inputs hold (strings, booleans,
 * relation ids), the typed body the contracts' entityBodySchema validates, and the payload sent.
 */
export type FormValue = string | boolean | number | null;
export type FormValues = Record<string, FormValue>;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** Empty or -1 related ids are no value (docs/product.md#entity-forms). */
export const isEmptyId = (value: unknown) =>
  value === null || value === undefined || value === '' || value === -1 || value === '-1';

function initialFieldValue(f: FieldDescriptor, entity: EntityDto | undefined, now: Date): FormValue {
  const value = entity?.[f.name];
  switch (f.kind) {
    case 'boolean':
      return entity ? value === true : f.defaultValue === true;
    // Dates show as the lists show them (DD/MM/YYYY, datetimes in local time), typed the same way.
    case 'datetime':
      if (entity) return formatDateTimeInput(value as string | null | undefined);
      if (f.datetimeDefault === 'now') return formatDateTimeInput(now);
      if (f.datetimeDefault === 'startOfDay') return formatDateTimeInput(startOfDay(now));
      return '';
    case 'date':
      return formatDate(text(entity ? value : f.defaultValue).slice(0, 10));
    default:
      return text(entity ? value : f.defaultValue);
  }
}

/**
 * The form's starting values: the record's (datetimes shown in local time) when editing, the
 * descriptor's defaults when creating (new datetimes: now or the start of today).
 */
export function initialFormValues(d: EntityDescriptor, entity?: EntityDto, now = new Date()): FormValues {
  const values: FormValues = {};
  for (const f of d.fields) if (!f.generated) values[f.name] = initialFieldValue(f, entity, now);
  for (const r of d.relations) {
    const id = entity?.[r.name];
    values[r.name] = isEmptyId(id) ? null : Number(id);
  }
  return values;
}

function typedFieldValue(f: FieldDescriptor, raw: FormValue | undefined): unknown {
  if (f.kind === 'boolean') return raw === true;
  const value = text(raw).trim();
  switch (f.kind) {
    case 'integer':
      // Anything but a whole number becomes NaN, which the schema reports as entity.validation.number.
      return value === '' ? null : /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
    case 'decimal':
      return value === '' ? null : Number(value.replace(',', '.'));
    // A date typed wrong stays as typed, so the schema shows an error instead of the value going.
    case 'datetime':
      return value === '' ? null : parseTypedDateTime(value);
    case 'date':
      return value === '' ? null : parseTypedDate(value);
    case 'enum':
    case 'uuid':
      return value === '' ? null : value;
    default:
      // A formatted field (e-mail, coordinates) is trimmed; free text is sent as typed; an emptied
      // optional field becomes null.
      if (f.format) return value === '' && !f.required ? null : value;
      return f.required ? text(raw) : text(raw) === '' ? null : text(raw);
  }
}

/** The typed body of the form's values, for entityBodySchema: relation ids left out when empty. */
export function formBody(d: EntityDescriptor, values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of d.fields) if (!f.generated) body[f.name] = typedFieldValue(f, values[f.name]);
  for (const r of d.relations) {
    const id = values[r.name];
    if (!isEmptyId(id)) body[r.name] = Number(id);
  }
  return body;
}

/**
 * What is sent (docs/product.md#entity-forms): the existing record merged with the validated values, without the
 * server's own properties (generated fields, display values) and without empty related ids; no id
 * on create.
 */
export function entityPayload(
  d: EntityDescriptor,
  existing: EntityDto | undefined,
  values: EntityBody,
): EntityBody {
  const payload: Record<string, unknown> = { ...existing, ...values };
  for (const f of d.fields) if (f.generated) delete payload[f.name];
  for (const r of d.relations) {
    if (r.displayAs) delete payload[r.displayAs];
    // The form decides every relation: a cleared one is dropped, not kept from the existing record.
    const id = values[r.name];
    if (isEmptyId(id)) delete payload[r.name];
    else payload[r.name] = id;
  }
  if (existing) payload.id = existing.id;
  else delete payload.id;
  return payload;
}
