import type { EntityDescriptor } from '@app/contracts';

/**
 * Translation keys of an entity (packages/i18n/src/areas/entities.*.json): everything per entity
 * lives under `entities.<i18nKey>`, shared labels under `entities.common`.
 */
export const entityKey = (d: EntityDescriptor, suffix: string) => `entities.${d.i18nKey}.${suffix}`;

/** The label of a property: 'ID' for the id, else `entities.<i18nKey>.fields.<name>`. */
export const propertyLabelKey = (d: EntityDescriptor, property: string) =>
  property === 'id' ? 'entities.common.id' : entityKey(d, `fields.${property}`);

/** The label of an enum value: `entities.<i18nKey>.values.<field>.<VALUE>`. */
export const enumValueKey = (d: EntityDescriptor, field: string, value: string) =>
  entityKey(d, `values.${field}.${value}`);
