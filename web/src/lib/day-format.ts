import type { Locale } from '../i18n/locale.ts';

/** How a day is written in each UI language, and the placeholder that says so. */
export const DAY_PATTERN: Record<Locale, string> = { en: 'YYYY-MM-DD', de: 'TT.MM.JJJJ' };

const ISO_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const GERMAN_DAY = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` as the UI language writes it (`14.03.2026` in German). */
export function formatDay(isoDay: string, locale: Locale): string {
  const match = ISO_DAY.exec(isoDay);
  if (!match || locale !== 'de') {
    return isoDay;
  }
  return `${pad(Number(match[3]))}.${pad(Number(match[2]))}.${match[1]}`;
}

/**
 * A typed day back as `YYYY-MM-DD`: the UI language's form or ISO; '' for an empty field and null
 * for text that is no real day (31.02.2026).
 */
export function parseDay(text: string): string | null {
  const value = text.trim();
  if (value === '') {
    return '';
  }
  const iso = ISO_DAY.exec(value);
  const german = GERMAN_DAY.exec(value);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : german
      ? [Number(german[3]), Number(german[2]), Number(german[1])]
      : [0, 0, 0];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (!year || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return `${year}-${pad(month)}-${pad(day)}`;
}
