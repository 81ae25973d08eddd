import data from './data/nations.json' with { type: 'json' };

/** An ISO 3166-1 country with its Italian name (see data/SOURCE.md). */
export interface Nation {
  /** ISO 3166-1 alpha-2 code, e.g. 'IT'. */
  code: string;
  /** Italian name, e.g. 'Italia'. */
  name: string;
}

const nations: readonly Nation[] = data;
const collator = new Intl.Collator('it', { sensitivity: 'base' });

/** Every ISO 3166-1 country, sorted by Italian name. Returns fresh objects. */
export function loadNations(): Nation[] {
  return nations.map((nation) => ({ ...nation })).sort((a, b) => collator.compare(a.name, b.name));
}
