import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogs } from './index';
import recorded from './spec-messages.json' with { type: 'json' };

/**
 * Every message the specification quotes, and every i18n key it names, is in the catalogs (core
 * file plus area files: what /i18n/{locale}.json serves).
 *
 * Extraction rule, over spec/part-1-platform.md and spec/part-2-accounts-devices.md (SPEC_DIR, by
 * default the `shared/spec` folder beside the repository):
 * - key: a dotted identifier of three or more segments starting with a lower-case letter, not part of
 *   a path (`error.http.404`, `deviceManagement.actions.fail`); a list of `.segment` right after it
 *   names siblings (`global.messages.validate.email.invalid, .required` -> `...email.required`).
 * - message: text between single quotes ('Not found'). A quoted key counts as a key. Inside a
 *   message ' ...' and a lone capital X stand for any text ('No ... found', 'delete this X?') and
 *   {name} for the placeholder {{name}}.
 * - pair: `key: 'message'` (part 1 §8 `error.http.404: 'The page does not exist.'`).
 *
 * Checks: the English catalog has every key, and for every message a value with exactly that
 * wording (inline <tags> of linked words stripped; a message quoted in lower case mid-sentence may
 * start with a capital); the Italian catalog has the same keys, translated.
 *
 * The extraction is recorded in spec-messages.json, so the catalog checks run where the spec is not
 * at hand; where it is, the recording must match it (UPDATE_SPEC_MESSAGES=1 re-records it; then
 * run prettier on the file).
 */

/** Quoted texts that are not English catalog messages, and what is checked for them instead. */
const NOT_ENGLISH_MESSAGES: Record<string, { key?: string; italian?: true; why: string }> = {
  Size: { key: 'error.Size', why: 'the constraint name a size error carries; its text is error.Size' },
  'Already exists': { why: 'the prefix of a server detail the client shows as is, not a catalog text' },
  validate: { key: 'consumer.validate', why: "names the consumer form's translated invalid message" },
  'Errore nella creazione del PDF': { italian: true, why: 'quoted in Italian: it.json has this wording' },
};

interface Extraction {
  keys: string[];
  messages: string[];
  pairs: Array<[key: string, message: string]>;
}

const KEY = String.raw`[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+){2,}`;
const NOT_IN_PATH = String.raw`(?<![\w./{}-])`;
const isKey = (text: string) => new RegExp(`^${KEY}$`).test(text);

function extract(text: string): Extraction {
  const keys = new Set<string>();
  for (const m of text.matchAll(
    new RegExp(`${NOT_IN_PATH}(${KEY})((?:,? (?:and |or )?\\.[A-Za-z0-9]+)*)`, 'g'),
  )) {
    const key = m[1]!;
    keys.add(key);
    const parent = key.slice(0, key.lastIndexOf('.'));
    for (const sibling of m[2]!.matchAll(/\.([A-Za-z0-9]+)/g)) keys.add(`${parent}.${sibling[1]}`);
  }
  const messages = new Set<string>();
  for (const m of text.matchAll(/(?<![\p{L}\p{N}])'([^'\n]+?)'(?![\p{L}\p{N}])/gu)) {
    if (isKey(m[1]!)) keys.add(m[1]!);
    else messages.add(m[1]!);
  }
  const pairs = [...text.matchAll(new RegExp(`${NOT_IN_PATH}(${KEY}):\\s*'([^'\\n]+)'`, 'g'))].map(
    (m) => [m[1]!, m[2]!] as [string, string],
  );
  return { keys: [...keys].sort(), messages: [...messages].sort(), pairs };
}

const root = fileURLToPath(new URL('../../../', import.meta.url));
const specDir = process.env.SPEC_DIR ?? path.resolve(root, '../shared/spec');
const SPEC_FILES = ['part-1-platform.md', 'part-2-accounts-devices.md'];
const specAtHand = SPEC_FILES.every((f) => existsSync(path.join(specDir, f)));
const fresh = (): Extraction => {
  const all = SPEC_FILES.map((f) => extract(readFileSync(path.join(specDir, f), 'utf8')));
  return {
    keys: [...new Set(all.flatMap((e) => e.keys))].sort(),
    messages: [...new Set(all.flatMap((e) => e.messages))].sort(),
    pairs: all.flatMap((e) => e.pairs),
  };
};
const spec: Extraction = specAtHand ? fresh() : (recorded as Extraction);

function flatten(node: unknown, prefix = '', out = new Map<string, string>()) {
  if (node && typeof node === 'object' && !Array.isArray(node))
    for (const [k, v] of Object.entries(node)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  else if (typeof node === 'string') out.set(prefix, node);
  return out;
}
const en = flatten(catalogs.en);
const itCatalog = flatten(catalogs.it);
const visible = (value: string) => value.replace(/<\/?[\w-]+\s*\/?>/g, '');

/** A message as a whole-value pattern: ' ...' and X are any text, {name} is {{name}}. */
function pattern(message: string): RegExp {
  const source = message
    .split(/( \.\.\.|\bX\b|\{\w+\})/)
    .map((part) => {
      if (part === ' ...') return ' .+';
      if (part === 'X') return '.+';
      if (/^\{\w+\}$/.test(part)) return String.raw`\{\{\s*${part.slice(1, -1)}\s*\}\}`;
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  const first = source.charAt(0);
  const start = /[a-z]/.test(first) ? `[${first}${first.toUpperCase()}]` : first;
  return new RegExp(`^${start}${source.slice(1)}$`);
}
const keysWith = (catalog: Map<string, string>, message: string) => {
  const re = pattern(message);
  return [...catalog].filter(([, value]) => re.test(visible(value))).map(([key]) => key);
};

describe('the catalogs carry what the specification quotes', () => {
  it.skipIf(!specAtHand)('the recorded extraction is the specification’s', () => {
    if (process.env.UPDATE_SPEC_MESSAGES)
      writeFileSync(
        new URL('./spec-messages.json', import.meta.url),
        `${JSON.stringify(fresh(), null, 2)}\n`,
      );
    expect(recorded).toEqual(fresh());
  });

  it('extracts keys, messages and pairs by the rule', () => {
    const sample = extract(
      'Use global.messages.validate.email.invalid, .required and .minlength; see i18n/{locale}.json ' +
        "or charts.pdf. Toast 'deviceManagement.actions.fail'. It says 'No ... found' and the " +
        "user's 'Not me'. error.http.404: 'The page does not exist.'",
    );
    expect(sample.keys).toEqual([
      'deviceManagement.actions.fail',
      'error.http.404',
      'global.messages.validate.email.invalid',
      'global.messages.validate.email.minlength',
      'global.messages.validate.email.required',
    ]);
    expect(sample.messages).toEqual(['No ... found', 'Not me', 'The page does not exist.']);
    expect(sample.pairs).toEqual([['error.http.404', 'The page does not exist.']]);
    expect(
      pattern('Are you sure you want to delete this X?').test(
        'Are you sure you want to delete this Nation {{id}}?',
      ),
    ).toBe(true);
    expect(pattern('Logged as {login}').test('Logged as {{login}}')).toBe(true);
    expect(pattern('waiting').test('Waiting')).toBe(true);
  });

  it('finds a good number of both in the specification', () => {
    expect(spec.keys.length).toBeGreaterThan(15);
    expect(spec.messages.length).toBeGreaterThan(30);
  });

  it.each(spec.keys)('key %s is in both catalogs', (key) => {
    expect(en.get(key), `en: ${key}`).toEqual(expect.any(String));
    expect(itCatalog.get(key), `it: ${key}`).toEqual(expect.any(String));
  });

  it.each(spec.pairs)('key %s reads %j in English', (key, message) => {
    expect(visible(en.get(key) ?? '')).toMatch(pattern(message));
  });

  it.each(spec.messages.filter((m) => !(m in NOT_ENGLISH_MESSAGES)))(
    'the English catalog says %j, and the Italian one has the same key translated',
    (message) => {
      const keys = keysWith(en, message);
      expect(keys, `no English text reads "${message}"`).not.toEqual([]);
      for (const key of keys) {
        expect(itCatalog.get(key), `it: ${key}`).toEqual(expect.any(String));
        expect(itCatalog.get(key), `it: ${key} is not translated`).not.toBe(en.get(key));
      }
    },
  );

  it.each(Object.entries(NOT_ENGLISH_MESSAGES))('%j: %j', (message, rule) => {
    if (rule.key) {
      expect(en.get(rule.key)).toEqual(expect.any(String));
      expect(itCatalog.get(rule.key)).toEqual(expect.any(String));
    }
    if (rule.italian) {
      const keys = keysWith(itCatalog, message);
      expect(keys).not.toEqual([]);
      for (const key of keys) expect(en.get(key)).toEqual(expect.any(String));
    }
  });
});
