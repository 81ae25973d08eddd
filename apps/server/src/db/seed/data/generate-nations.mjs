// Builds nations.json (every ISO 3166-1 alpha-2 country with its Italian name) from the
// `i18n-iso-countries` package. See SOURCE.md for versions and licences.
//
// Run from the repository root:  node apps/server/src/db/seed/data/generate-nations.mjs
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const PACKAGE = 'i18n-iso-countries';
const { version } = require(`${PACKAGE}/package.json`);
const countries = require(PACKAGE);
countries.registerLocale(require(`${PACKAGE}/langs/it.json`));

// Codes the package lists that are not officially assigned ISO 3166-1 elements.
// XK (Kosovo) is a user-assigned code; remove it from this set to include it.
const NOT_ISO = new Set(['XK']);

// Corrections to the package's Italian names (aligned with the Unicode CLDR Italian names).
const NAME_OVERRIDES = {
  MM: 'Myanmar (Birmania)', // package: "Birmania  Myanmar" (double space, two names glued)
  TW: 'Taiwan', // package default: "Repubblica di Cina"; "Taiwan" is its own alias and the CLDR name
};

function fail(message) {
  throw new Error(`generate-nations: ${message}`);
}

const names = countries.getNames('it', { select: 'official' });
const nations = Object.keys(countries.getAlpha2Codes())
  .filter((code) => !NOT_ISO.has(code))
  .map((code) => {
    const name = NAME_OVERRIDES[code] ?? names[code];
    if (!name) fail(`no Italian name for ${code}`);
    return { code, name: name.replace(/\s+/g, ' ').trim() };
  });

const collator = new Intl.Collator('it', { sensitivity: 'base' });
nations.sort((a, b) => collator.compare(a.name, b.name) || (a.code < b.code ? -1 : 1));

if (nations.length < 240 || nations.length > 260) fail(`unexpected number of nations: ${nations.length}`);
if (new Set(nations.map((n) => n.code)).size !== nations.length) fail('duplicate codes');
if (!nations.some((n) => n.code === 'IT' && n.name === 'Italia')) fail('Italia missing');

const out = join(dirname(fileURLToPath(import.meta.url)), 'nations.json');
writeFileSync(out, `[\n${nations.map((n) => JSON.stringify(n)).join(',\n')}\n]\n`);
console.log(`${PACKAGE}@${version}: wrote ${nations.length} nations to ${out}`);
