/**
 * Resource descriptors: each generic entity (docs/product.md#generic-entities) is declared once here. The server's CRUD
 * factory turns a descriptor into endpoints, the web's entity components into the five screens.
 */
export type FieldKind =
  'string' | 'text' | 'integer' | 'decimal' | 'boolean' | 'date' | 'datetime' | 'uuid' | 'enum';

export interface FieldDescriptor {
  /** The DTO property (as the spec's client sends and reads it). */
  name: string;
  kind: FieldKind;
  /** The database schema property, when it differs from `name` (seller_description -> sellerDescription). */
  column?: string;
  required?: boolean;
  /** Allowed values of an enum field. */
  values?: readonly string[];
  /** Default of a new record, in the create form and when the body omits the field. */
  defaultValue?: string | number | boolean;
  /** Assigned by the server (uuid): read-only in forms, ignored in bodies. */
  generated?: boolean;
  /** Default of a new datetime in the create form (docs/product.md#entity-forms). */
  datetimeDefault?: 'now' | 'startOfDay';
  /** Input placeholder (factory-serial datetimes use YYYY-MM-DD HH:mm). */
  placeholder?: string;
  /** Shown as a list column (default true; long texts are not). */
  inList?: boolean;
  /** Longest value of a 'string' field, in characters (default STRING_MAX_LENGTH). */
  maxLength?: number;
  /**
   * A rule the field's meaning implies, checked by the form and the server alike: an e-mail
   * address (5..254 characters), a latitude (-90..90) or a longitude (-180..180) kept as text.
   */
  format?: 'email' | 'latitude' | 'longitude';
  /**
   * The field holds a country's name and this sibling field its ISO 3166-1 code: screens show the
   * country's name in the interface language (the stored one when the code is no country).
   */
  countryCodeField?: string;
}

export interface RelationDescriptor {
  /** The DTO id property, e.g. partnerId. */
  name: string;
  column?: string;
  /** The related entity, or 'user' for login users. */
  target: string;
  /**
   * The target's properties shown (joined by spaces) in selects: fields, 'id', or a displayAs of
   * one of the target's own relations (a user account is shown by its user's login).
   */
  display: readonly string[];
  /** DTO property carrying a display value in answers (e.g. tabServiceName, ownerLogin). */
  displayAs?: string;
  /** Which target property fills displayAs (default: the first of display). */
  displayAsField?: string;
  required?: boolean;
}

export interface EntityDescriptor {
  /** kebab-case: the web base route (/com-partner) and the key of the registry. */
  name: string;
  /** camelCase: the i18n namespace entities.<i18nKey> and objectName of field errors. */
  i18nKey: string;
  /** The API collection: api/<apiPath>. */
  apiPath: string;
  /** The SQL table. */
  table: string;
  fields: readonly FieldDescriptor[];
  relations: readonly RelationDescriptor[];
  /** Lists with page/size (true) or the whole table (nations, device models, account types). */
  paginated: boolean;
  /** Read-only through the API and the screens (tab-city, IoT logs, device status logs). */
  readOnly?: boolean;
  /** A read-only entity whose detail still links to {id}/edit (tab-city, docs/product.md#entity-screens). */
  detailEditLink?: boolean;
  /** After save or delete, return to the list without the kept page/sort query. */
  returnWithoutQuery?: boolean;
}

/** Every sortable and filterable property of an entity: id, its fields and its relation ids. */
export function entityProperties(d: EntityDescriptor): Array<{ name: string; kind: FieldKind | 'relation' }> {
  return [
    { name: 'id', kind: 'integer' },
    ...d.fields.map((f) => ({ name: f.name, kind: f.kind })),
    ...d.relations.map((r) => ({ name: r.name, kind: 'relation' as const })),
  ];
}

export const DATETIME_PLACEHOLDER = 'YYYY-MM-DD HH:mm';

/** Default longest value of a 'string' field (JHipster's varchar(255)); 'text' fields hold far more. */
export const STRING_MAX_LENGTH = 255;
export const TEXT_MAX_LENGTH = 1_000_000;

/** The longest value a string or text field accepts, in characters. */
export const fieldMaxLength = (f: FieldDescriptor): number =>
  f.kind === 'text' ? TEXT_MAX_LENGTH : (f.maxLength ?? STRING_MAX_LENGTH);
