import type { EntityDescriptor, FieldDescriptor, RelationDescriptor } from '@app/contracts';

/** One property of an entity as the screens show it: the id, a field or a relation. */
export type Column =
  | { kind: 'id'; property: 'id' }
  | { kind: 'field'; property: string; field: FieldDescriptor }
  | { kind: 'relation'; property: string; relation: RelationDescriptor };

/**
 * The columns of the list (`list: true`: no long texts, fields marked inList false) or the rows of
 * the detail view (everything), in descriptor order: id, fields, relations.
 */
export function entityColumns(d: EntityDescriptor, { list }: { list: boolean }): Column[] {
  return [
    { kind: 'id', property: 'id' },
    ...d.fields
      .filter((field) => !list || field.inList !== false)
      .map((field): Column => ({ kind: 'field', property: field.name, field })),
    ...d.relations.map((relation): Column => ({ kind: 'relation', property: relation.name, relation })),
  ];
}
