import type { Row } from './entity.repository';

/** Row -> DTO: instants as ISO strings; everything else is already in its JSON form. */
export function presentEntity(row: Row): Row {
  const dto: Row = {};
  for (const [key, value] of Object.entries(row))
    dto[key] = value instanceof Date ? value.toISOString() : value;
  return dto;
}
