import i18next, { type BackendModule, type ReadCallback, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@app/contracts';

/** The session-storage key holding the language the user picked (docs/product.md#sign-in-and-sessions). */
export const LOCALE_STORAGE_KEY = 'locale';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/**
 * The catalogs bundled with the app, loaded (as separate chunks) only when the server cannot
 * answer GET /i18n/{locale}.json, so that even "Server not reachable" is shown translated.
 */
const bundledCatalog = async (language: string) =>
  (await import('@app/i18n')).catalogs[language === 'en' ? 'en' : 'it'];

async function loadCatalog(language: string): Promise<ResourceKey> {
  try {
    const response = await fetch(`/i18n/${encodeURIComponent(language)}.json`, {
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as ResourceKey;
  } catch {
    return (await bundledCatalog(language)) as ResourceKey;
  }
}

/** The tiny i18next backend: one GET /i18n/{locale}.json per language (i18next caches it). */
const catalogBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, _namespace: string, callback: ReadCallback) {
    loadCatalog(language).then(
      (catalog) => callback(null, catalog),
      (error: unknown) => callback(error instanceof Error ? error.message : String(error), false),
    );
  },
};

export function storedLanguage(): Language | null {
  try {
    const value = sessionStorage.getItem(LOCALE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

function applyDocumentLanguage(language: string) {
  document.documentElement.lang = language;
  document.title = i18next.t('global.title');
}

export async function initI18n(): Promise<void> {
  i18next.on('languageChanged', applyDocumentLanguage);
  await i18next
    .use(catalogBackend)
    .use(initReactI18next)
    .init({
      lng: storedLanguage() ?? DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      fallbackLng: false,
      load: 'currentOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  applyDocumentLanguage(i18next.language);
}

/**
 * Switches the language. `remember` stores the choice in the session (the language menu and the
 * settings page do; applying the account's own langKey does not).
 */
export async function changeLanguage(language: Language, remember = true): Promise<void> {
  if (remember) sessionStorage.setItem(LOCALE_STORAGE_KEY, language);
  // A picked language always goes to i18next: the last call wins there, so the pick overrides the
  // account's language while that is still loading (i18next.language is then still the old one).
  if (remember || i18next.language !== language) await i18next.changeLanguage(language);
}

export const i18n = i18next;
