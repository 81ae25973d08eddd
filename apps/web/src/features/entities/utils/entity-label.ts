import type { EntityDescriptor, EntityDto } from '@app/contracts';

/** Fields that name a record, by preference: a name first, then an identifying code. */
const NAME_FIELDS = ['businessName', 'name', 'surname', 'city_name'];
const CODE_FIELDS = ['serialNumber', 'uid', 'code'];

const textOf = (value: unknown) =>
  value === null || value === undefined || value === '' ? '' : String(value).trim();

/**
 * A short name of a record for messages beside its id (the delete question): its name fields
 * (a partner's name and surname), else an identifying code (a serial number), else the display
 * value of its first relation that has one (a user account's login); '' when it has none.
 */
export function recordLabel(d: EntityDescriptor, dto: EntityDto | undefined): string {
  if (!dto) return '';
  for (const names of [NAME_FIELDS, CODE_FIELDS]) {
    const label = d.fields
      .filter((f) => names.includes(f.name))
      .map((f) => textOf(dto[f.name]))
      .filter(Boolean)
      .join(' ');
    if (label) return label;
  }
  for (const r of d.relations) {
    const label = r.displayAs ? textOf(dto[r.displayAs]) : '';
    if (label) return label;
  }
  return '';
}
