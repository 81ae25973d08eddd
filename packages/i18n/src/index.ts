import it from './it.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

export type Catalog = Record<string, unknown>;
export const catalogs: Record<'it' | 'en', Catalog> = { it, en };
export const SUPPORTED_LOCALES = ['it', 'en'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

export const isLocale = (value: unknown): value is Locale => SUPPORTED_LOCALES.includes(value as Locale);

function lookup(catalog: Catalog, key: string): string | undefined {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Server-side translation (mails, PDFs): `{{name}}` placeholders as in i18next. Falls back to Italian, then the key. */
export function translate(locale: string, key: string, params: Record<string, string | number> = {}): string {
  const catalog = catalogs[isLocale(locale) ? locale : 'it'];
  const text = lookup(catalog, key) ?? lookup(catalogs.it, key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
