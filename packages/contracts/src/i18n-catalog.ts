import { z } from 'zod';

/** A message, a list of messages (the privacy notice's items) or a group of entries by key. */
export type I18nCatalogEntry = string | string[] | I18nCatalog;
export interface I18nCatalog {
  [key: string]: I18nCatalogEntry;
}

/** GET i18n/{locale}.json: the messages of a language, nested by key (`error.http.404`). */
export const i18nCatalogSchema: z.ZodType<I18nCatalog> = z.record(
  z.string(),
  z.union([z.string(), z.array(z.string()), z.lazy(() => i18nCatalogSchema)]),
);
