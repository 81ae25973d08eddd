import { ENTITIES, RELATION_TARGETS } from '@app/contracts';
import type { AppDatabase } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { EntityRepository } from './entity.repository';

/** What a target shows in a select when no relation is named: every property any relation shows of it. */
function defaultDisplay(target: string): string[] {
  const shown = ENTITIES.flatMap((d) =>
    d.relations.filter((r) => r.target === target).flatMap((r) => r.display),
  );
  return shown.length ? [...new Set(shown)] : ['id'];
}

export interface RelationOptionsQuery {
  search?: string;
  ids?: number[];
  size: number;
  /** entity.relation, e.g. user-account.userId: label as that relation displays its target. */
  relation?: string;
}

/** The options of the relation selects of the entity forms: [{id, label}], searched in SQL. */
export class RelationOptionsService {
  constructor(private readonly db: AppDatabase) {}

  async options(target: string, { search, ids, size, relation }: RelationOptionsQuery) {
    if (!RELATION_TARGETS.has(target)) throw notFound(`No relation target ${target}`);
    // Ids beyond what the target's id column holds (an integer stops at 2,147,483,647) are refused.
    const max = EntityRepository.bounds(target).id?.max ?? Number.MAX_SAFE_INTEGER;
    if (ids?.some((id) => id > max)) {
      throw new AppError(400, 'validation', `ids: every id must be at most ${max}`, {
        fieldErrors: [{ objectName: 'relationOptions', field: 'ids', message: 'Max' }],
      });
    }
    let display = defaultDisplay(target);
    if (relation) {
      const [entity, name] = relation.split('.');
      const r = ENTITIES.find((d) => d.name === entity)?.relations.find(
        (x) => x.name === name && x.target === target,
      );
      if (!r) throw notFound(`No relation ${relation} to ${target}`);
      display = [...r.display];
    }
    return new EntityRepository(this.db, target).options(display, { search, ids }, ids ? ids.length : size);
  }
}
