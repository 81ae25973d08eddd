import { describe, expect, it } from 'vitest';
import { ENTITIES } from '@app/contracts';
import { catalogs } from '../index';

/**
 * The generic entity screens build their keys from the descriptors (entities.<i18nKey>.*), which the
 * web's static key check cannot see: every descriptor must find all of them in both languages.
 */
function lookup(catalog: Record<string, unknown>, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);
}

function keysOf(d: (typeof ENTITIES)[number]): string[] {
  const base = `entities.${d.i18nKey}`;
  const properties = [...d.fields.map((f) => f.name), ...d.relations.map((r) => r.name)];
  return [
    ...[
      'home.title',
      'home.createLabel',
      'home.createOrEditLabel',
      'home.editLabel',
      'home.notFound',
      'detail.title',
      'delete.question',
    ].map((k) => `${base}.${k}`),
    ...properties.map((p) => `${base}.fields.${p}`),
    ...d.fields.flatMap((f) =>
      f.kind === 'enum' ? (f.values ?? []).map((v) => `${base}.values.${f.name}.${v}`) : [],
    ),
    ...['created', 'updated', 'deleted'].map((k) => `purifierApp.${d.i18nKey}.${k}`),
    ...properties.map((p) => `purifierApp.${d.i18nKey}.${p}`),
  ];
}

describe('entity translations', () => {
  it.each(ENTITIES.map((d) => [d.name, d] as const))('%s has every key in both languages', (_name, d) => {
    for (const language of ['it', 'en'] as const) {
      const missing = keysOf(d).filter((key) => typeof lookup(catalogs[language], key) !== 'string');
      expect(missing, language).toEqual([]);
    }
  });

  it('asks the delete question with the id and reports changes with the id', () => {
    for (const language of ['it', 'en'] as const)
      for (const d of ENTITIES) {
        expect(lookup(catalogs[language], `entities.${d.i18nKey}.delete.question`)).toContain('{{id}}');
        expect(lookup(catalogs[language], `purifierApp.${d.i18nKey}.created`)).toContain('{{param}}');
      }
  });
});
