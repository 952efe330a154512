import { readString, STORAGE_KEYS, writeString } from '../lib/storage.ts';

export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The stored choice, else the first supported browser language (`de-AT` counts as `de`), else en. */
export function detectLocale(): Locale {
  const stored = readString(STORAGE_KEYS.locale);
  if (isLocale(stored)) {
    return stored;
  }
  const languages = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0];
    if (isLocale(primary)) {
      return primary;
    }
  }
  return DEFAULT_LOCALE;
}

// Kept outside React so the tRPC link (created once) sends the current locale on every call.
let activeLocale: Locale = DEFAULT_LOCALE;

export function getActiveLocale(): Locale {
  return activeLocale;
}

/** Makes `locale` the one calls carry and the page declares; `remember` stores it as the user's choice. */
export function applyLocale(locale: Locale, remember: boolean): void {
  activeLocale = locale;
  document.documentElement.lang = locale;
  if (remember) {
    writeString(STORAGE_KEYS.locale, locale);
  }
}
