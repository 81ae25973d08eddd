import { describe, expect, it } from 'vitest';
import { parseListQuery } from './list-query';
import { ENTITIES, RELATION_TARGETS, entityByName } from './index';
import { entityBodySchema } from './entity-body';

const device = entityByName('device')!;
const iotLog = entityByName('iot-log')!;

describe('parseListQuery', () => {
  it('defaults to page 0, size 20, no sort, no filter; ignores cacheBuster', () => {
    expect(parseListQuery(device, { cacheBuster: '1' })).toEqual({
      ok: true,
      value: { page: 0, size: 20, sort: [], filters: [] },
    });
  });

  it('reads several sorts and every operator with typed values', () => {
    const r = parseListQuery(device, {
      page: '2',
      size: '50',
      sort: ['name,desc', 'id'],
      'name.contains': 'Sala',
      'enabled.equals': 'true',
      'purchase_date.greaterThan': '2025-01-31',
      'ownerId.in': '1,2,3',
      'uuid.specified': 'false',
    });
    expect(r).toEqual({
      ok: true,
      value: {
        page: 2,
        size: 50,
        sort: [
          { property: 'name', direction: 'desc' },
          { property: 'id', direction: 'asc' },
        ],
        filters: [
          { property: 'name', operator: 'contains', value: 'Sala' },
          { property: 'enabled', operator: 'equals', value: true },
          { property: 'purchase_date', operator: 'greaterThan', value: '2025-01-31' },
          { property: 'ownerId', operator: 'in', value: [1, 2, 3] },
          { property: 'uuid', operator: 'specified', value: false },
        ],
      },
    });
  });

  it('normalises datetimes to ISO instants and checks enum values', () => {
    const ok = parseListQuery(iotLog, {
      'logTime.lessThan': '2026-01-01T10:00:00+01:00',
      'state.in': 'ERROR,DEPLETED_REQUESTS',
    });
    expect(ok.ok && ok.value.filters).toEqual([
      { property: 'logTime', operator: 'lessThan', value: '2026-01-01T09:00:00.000Z' },
      { property: 'state', operator: 'in', value: ['ERROR', 'DEPLETED_REQUESTS'] },
    ]);
    const bad = parseListQuery(iotLog, { 'state.equals': 'BROKEN' });
    expect(bad.ok).toBe(false);
  });

  it.each([
    [{ sort: 'nope,asc' }, 'sort'],
    [{ sort: 'name,up' }, 'sort'],
    [{ size: '0' }, 'size'],
    [{ size: '10001' }, 'size'],
    [{ page: '-1' }, 'page'],
    [{ page: 'x' }, 'page'],
    [{ 'nope.equals': '1' }, 'nope.equals'],
    [{ 'name.greaterThan': 'a' }, 'name.greaterThan'],
    [{ 'enabled.contains': 'x' }, 'enabled.contains'],
    [{ 'ownerId.equals': '1.5' }, 'ownerId.equals'],
    [{ 'purchase_date.equals': '31/01/2025' }, 'purchase_date.equals'],
    [{ 'uuid.equals': 'not-a-uuid' }, 'uuid.equals'],
    [{ 'enabled.specified': 'maybe' }, 'enabled.specified'],
    [{ random: '1' }, 'random'],
  ])('refuses %o naming %s', (query, param) => {
    const r = parseListQuery(device, query);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.problems.map((p) => p.param)).toEqual([param]);
  });
});

describe('descriptors', () => {
  it('declare the 17 entities of docs/product.md#generic-entities, each relation to a known target', () => {
    expect(ENTITIES).toHaveLength(17);
    for (const d of ENTITIES)
      for (const r of d.relations) expect(RELATION_TARGETS.has(r.target), `${d.name}.${r.name}`).toBe(true);
  });

  it('build body schemas that require the required fields and drop display values', () => {
    const schema = entityBodySchema(entityByName('tab-service')!);
    expect(schema.safeParse({ name: 'x' }).success).toBe(false);
    expect(schema.safeParse({ code: ' ', name: 'x' }).success).toBe(false);
    const parsed = schema.parse({ code: 'C', name: 'x', tabServiceName: 'dropped' });
    expect(parsed).toEqual({ code: 'C', name: 'x' });
  });
});
