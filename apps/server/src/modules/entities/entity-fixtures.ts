import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { RELATION_TARGETS, type EntityDescriptor, type FieldDescriptor } from '@app/contracts';
import type { AppDatabase } from '../../db/client';
import { users } from '../../db/schema';
import { EntityService } from './entity.service';

/** Test data generated from a descriptor: a valid body for any entity, distinct on every call. */
let counter = 0;

export function sampleValue(f: FieldDescriptor, variant = 0): unknown {
  const n = ++counter;
  switch (f.kind) {
    case 'integer':
      return 40 + n + variant;
    case 'decimal':
      return 12.5 + variant;
    case 'boolean':
      return variant % 2 === 0;
    case 'date':
      return `2026-0${1 + (variant % 9)}-15`;
    case 'datetime':
      return `2026-0${1 + (variant % 9)}-15T10:30:00.000Z`;
    case 'enum':
      return f.values![(f.values!.length - 1 - variant) % f.values!.length];
    case 'text':
      return `long text ${n} ${'x'.repeat(200)}`;
    default:
      // Formatted text fields get values their rule accepts (decision 018).
      if (f.format === 'email') return `s${variant}-${n}-${randomBytes(3).toString('hex')}@example.com`;
      if (f.format === 'latitude') return `${(n % 80) - 40}.${1000 + variant}`;
      if (f.format === 'longitude') return `${(n % 170) - 85}.${2000 + variant}`;
      return `s${variant}-${f.name}-${n}-${randomBytes(3).toString('hex')}`;
  }
}

/** An id of an existing record of `target`; login users are created fresh (some relations to them are unique). */
export async function relationId(
  app: FastifyInstance,
  db: AppDatabase,
  auth: string,
  target: string,
): Promise<number> {
  if (target === 'user') {
    const login = `fixture-${randomBytes(5).toString('hex')}`;
    const [row] = await db
      .insert(users)
      .values({ login, passwordHash: 'x', activated: true })
      .returning({ id: users.id });
    return row!.id;
  }
  const res = await app.inject({
    method: 'GET',
    url: `/api/relation-options/${target}?size=1`,
    headers: { authorization: auth },
  });
  const [first] = res.json() as Array<{ id: number }>;
  if (first) return first.id;
  // None in the seed (e.g. IoT logs): create one, through the API unless the entity is read-only there.
  const d = RELATION_TARGETS.get(target)!;
  if (d.readOnly) return (await insertRecord(db, d, await sampleBody(app, db, auth, d))).id as number;
  const created = await app.inject({
    method: 'POST',
    url: `/api/${d.apiPath}`,
    payload: await sampleBody(app, db, auth, d),
    headers: { authorization: auth },
  });
  if (created.statusCode !== 201) throw new Error(`could not create a ${target}: ${created.body}`);
  return created.json().id as number;
}

/** A record of a read-only entity (IoT and status logs), written as the server's own code writes them. */
export function insertRecord(db: AppDatabase, d: EntityDescriptor, body: Record<string, unknown>) {
  return new EntityService(db, d).create(body);
}

export async function sampleBody(
  app: FastifyInstance,
  db: AppDatabase,
  auth: string,
  d: EntityDescriptor,
  variant = 0,
) {
  const body: Record<string, unknown> = {};
  for (const f of d.fields) if (!f.generated) body[f.name] = sampleValue(f, variant);
  for (const r of d.relations) body[r.name] = await relationId(app, db, auth, r.target);
  return body;
}
