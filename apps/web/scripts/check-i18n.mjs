#!/usr/bin/env node
/**
 * Checks the it/en catalogs: same keys (and list lengths) in both, same {{placeholders}} and
 * <tags>, and every key the web app or the contracts' zod messages use is present.
 * Usage: node apps/web/scripts/check-i18n.mjs
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
// The core catalog of a language merged with its area files (packages/i18n/src/areas/<area>.<lng>.json).
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const areasDir = join(root, 'packages/i18n/src/areas');
const mergeInto = (target, source) => {
  for (const [k, v] of Object.entries(source))
    target[k] =
      v && typeof v === 'object' && !Array.isArray(v) && target[k] && typeof target[k] === 'object'
        ? mergeInto({ ...target[k] }, v)
        : v;
  return target;
};
const load = (lng) =>
  readdirSync(areasDir)
    .filter((f) => f.endsWith(`.${lng}.json`))
    .sort()
    .reduce(
      (acc, f) => mergeInto(acc, readJson(join(areasDir, f))),
      readJson(join(root, `packages/i18n/src/${lng}.json`)),
    );
const catalogs = { it: load('it'), en: load('en') };

function flatten(node, prefix = '', out = new Map()) {
  if (Array.isArray(node)) out.set(prefix, node);
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  else out.set(prefix, node);
  return out;
}
const flat = { it: flatten(catalogs.it), en: flatten(catalogs.en) };
const problems = [];
const tokens = (value) =>
  [...String(value).matchAll(/\{\{\s*(\w+)\s*\}\}|<(\/?\w+)>/g)]
    .map((m) => m[1] ?? m[2])
    .sort()
    .join(',');

for (const [a, b] of [
  ['it', 'en'],
  ['en', 'it'],
]) {
  for (const key of flat[a].keys())
    if (!flat[b].has(key)) problems.push(`${key}: in ${a}.json, missing from ${b}.json`);
}
for (const [key, it] of flat.it) {
  const en = flat.en.get(key);
  if (en === undefined) continue;
  if (Array.isArray(it) !== Array.isArray(en) || (Array.isArray(it) && it.length !== en.length))
    problems.push(`${key}: list shape differs`);
  else if (tokens(it) !== tokens(en))
    problems.push(`${key}: placeholders differ (it: ${tokens(it)} / en: ${tokens(en)})`);
  if (typeof it === 'string' && !it.trim()) problems.push(`${key}: empty text`);
}

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}
const used = new Set();
for (const file of files(join(root, 'apps/web/src'))) {
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z][\w.-]*)'/g)) used.add(m[1]);
  for (const m of text.matchAll(/i18nKey="([\w.-]+)"/g)) used.add(m[1]);
}
for (const file of files(join(root, 'packages/contracts/src'))) {
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/'((?:global|login|register|settings|reset|password)\.[\w.]+)'/g))
    used.add(m[1]);
}
const serverKeys = [
  'global.ribbon.dev',
  'error.validation',
  'error.userexists',
  'error.emailexists',
  'error.invalidpassword',
  'error.activationkey',
  'error.resetkey',
  'error.ratelimit',
  'error.NotNull',
  'error.Size',
  'error.Pattern',
  'error.Email',
  'error.server.not.reachable',
  'error.url.not.found',
  'error.field',
  'email.signature',
  ...['400', '401', '403', '404', '405', '409', '429', '500'].map((s) => `error.http.${s}`),
  ...['activation', 'reset', 'creation'].flatMap((k) =>
    ['subject', 'greeting', 'text'].map((p) => `email.${k}.${p}`),
  ),
  'email.reset.expiry',
];
// A key used with a count may be i18next plurals instead: key_one and key_other, both languages.
const present = (lng, key) =>
  typeof flat[lng].get(key) === 'string' ||
  (typeof flat[lng].get(`${key}_one`) === 'string' && typeof flat[lng].get(`${key}_other`) === 'string');
for (const key of [...used, ...serverKeys]) {
  for (const lng of ['it', 'en'])
    if (!present(lng, key)) problems.push(`${key}: used but missing from ${lng}.json`);
}

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(
  `i18n OK: ${flat.it.size} keys in both catalogs, ${used.size + serverKeys.length} used keys present.`,
);
