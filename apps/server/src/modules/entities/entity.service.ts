import {
  answersAPage,
  parseListQuery,
  type EntityBody,
  type EntityDescriptor,
  type FieldError,
  type ValueBounds,
} from '@app/contracts';
import type { AppDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { FOREIGN_KEY_VIOLATION, sqlState, UNIQUE_VIOLATION } from '../../lib/db-error';
import { EntityRepository, type Condition, type Row } from './entity.repository';
import { presentEntity } from './entity.presenter';

/** Per relation: the condition (on the target's table) a related id must meet. */
export type RelationScopes = Record<string, Condition | undefined>;

export interface ListResult {
  items: Row[];
  total: number;
  page: number;
  size: number;
  /** One page (Link and x-total-count headers) rather than the whole table. */
  paged: boolean;
}

/** The rules of the generic CRUD (docs/decisions/004-generic-crud.md), the same for every descriptor. */
export class EntityService {
  private readonly repository: EntityRepository;
  private readonly entity: string;
  /** What each DTO property's column holds (the id included): the routes bound their input with it. */
  readonly bounds: Readonly<Record<string, ValueBounds>>;

  constructor(
    db: AppDatabase,
    private readonly d: EntityDescriptor,
  ) {
    this.repository = new EntityRepository(db, d.name);
    this.entity = d.i18nKey;
    this.bounds = EntityRepository.bounds(d.name);
  }

  /**
   * Every method takes an optional `scope`: a condition on the entity's table limiting what a
   * non-admin caller may see or touch; a record outside it answers as if it did not exist.
   * `relationScopes` limit which related records a caller may point at (outside = not found).
   */
  async list(
    query: Record<string, unknown>,
    scope?: Condition,
    extraParams: string[] = [],
  ): Promise<ListResult> {
    const parsed = parseListQuery(this.d, query, { extraParams, bounds: this.bounds });
    if (!parsed.ok) {
      const fieldErrors = parsed.problems.map((p) => ({
        objectName: this.entity,
        field: p.param,
        message: p.message,
      }));
      throw new AppError(
        400,
        'validation',
        parsed.problems.map((p) => `${p.param}: ${p.message}`).join('; '),
        { fieldErrors },
      );
    }
    const q = parsed.value;
    const paged = answersAPage(this.d, query);
    const { rows, total } = await this.repository.list(q, paged, scope);
    if (paged && q.page > 0 && q.page * q.size >= total) {
      throw new AppError(
        400,
        'pagebeyondend',
        `Page ${q.page} is beyond the last page (${total} items, ${q.size} per page)`,
        {
          entityName: this.entity,
        },
      );
    }
    return { items: rows.map(presentEntity), total, page: q.page, size: q.size, paged };
  }

  async get(id: number, scope?: Condition): Promise<Row> {
    const row = await this.repository.findById(id, scope);
    if (!row) throw this.notFound(id);
    return presentEntity(row);
  }

  /** `assigned`: columns the server sets whatever the body says (schema property -> value), e.g. the owner. */
  async create(body: EntityBody, relationScopes: RelationScopes = {}, assigned: Row = {}): Promise<Row> {
    if (body.id !== undefined && body.id !== null) {
      throw new AppError(400, 'idexists', `A new ${this.entity} cannot already have an ID`, {
        entityName: this.entity,
      });
    }
    const values = { ...(await this.toRow(body, 'create', relationScopes)), ...assigned };
    const id = await this.write(() => this.repository.insert(values));
    return this.get(id);
  }

  async update(
    pathId: number,
    body: EntityBody,
    scope?: Condition,
    relationScopes: RelationScopes = {},
  ): Promise<Row> {
    if (body.id === undefined || body.id === null)
      throw new AppError(400, 'idnull', 'Invalid id: the body has no id', { entityName: this.entity });
    if (body.id !== pathId) {
      throw new AppError(
        400,
        'idinvalid',
        `Invalid ID: the body id ${body.id} differs from the path id ${pathId}`,
        {
          entityName: this.entity,
        },
      );
    }
    const current = await this.repository.findById(pathId, scope);
    if (!current) throw this.notFound(pathId);
    const values = await this.toRow(body, 'update', relationScopes, current);
    await this.write(() => this.repository.update(pathId, values));
    return this.get(pathId);
  }

  async delete(id: number, scope?: Condition): Promise<void> {
    if (!(await this.repository.exists(id, scope))) throw this.notFound(id);
    try {
      await this.repository.delete(id);
    } catch (error) {
      if (sqlState(error) === FOREIGN_KEY_VIOLATION) {
        throw new AppError(
          409,
          'inuse',
          `This ${this.entity} (${id}) is still referenced by other records and cannot be deleted`,
          {
            entityName: this.entity,
          },
        );
      }
      throw error;
    }
  }

  options(display: readonly string[], filter: { search?: string; ids?: number[] }, size: number) {
    return this.repository.options(display, filter, size);
  }

  private notFound(id: number) {
    return new AppError(404, 'idnotfound', `No ${this.entity} with id ${id}`, { entityName: this.entity });
  }

  /** Body -> column values. PUT replaces the record: an omitted nullable field becomes null. */
  private async toRow(
    body: EntityBody,
    mode: 'create' | 'update',
    relationScopes: RelationScopes,
    /** On update: a relation kept as it was needs no scope check (a customer keeps the dealer that sold its device). */
    current?: Row,
  ): Promise<Row> {
    const values: Row = {};
    const fieldErrors: FieldError[] = [];
    const put = (property: string, value: unknown) => {
      const column = this.repository.column(property);
      if (value === undefined && (mode === 'create' || column.hasDefault)) return; // the database default applies, or the value is kept
      const v = value ?? null;
      if (v === null && column.notNull)
        fieldErrors.push({ objectName: this.entity, field: property, message: 'NotNull' });
      values[column.key] = this.repository.columnValue(property, v);
    };
    for (const f of this.d.fields)
      if (!f.generated) put(f.name, body[f.name] ?? (body[f.name] === undefined ? f.defaultValue : null));
    for (const r of this.d.relations) {
      const id = body[r.name] as number | null | undefined;
      if (
        typeof id === 'number' &&
        current?.[r.name] !== id &&
        !(await this.repository.targetExists(r.target, id, relationScopes[r.name]))
      ) {
        fieldErrors.push({ objectName: this.entity, field: r.name, message: 'NotFound' });
      }
      put(r.name, id);
    }
    if (fieldErrors.length) {
      const detail = fieldErrors
        .map((e) => `${e.field}: ${e.message === 'NotFound' ? 'no such record' : 'required'}`)
        .join('; ');
      throw new AppError(400, 'validation', detail, { fieldErrors });
    }
    return values;
  }

  private async write<T>(action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) {
        throw new AppError(400, 'duplicate', `Another ${this.entity} already has this value`, {
          entityName: this.entity,
        });
      }
      throw error;
    }
  }
}
