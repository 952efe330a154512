const SHORT_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;
const EXACT_UNITS = ['Bytes', 'KiB', 'MiB', 'GiB', 'TiB'] as const;

export type FormatBytesOptions = {
  /** Digits after the decimal separator (default 0). */
  decimals?: number;
  /** Binary unit names (KiB, MiB, …) instead of the short ones (KB, MB, …). */
  exact?: boolean;
  /** Locale for the number's separators; without it the number reads like `1.5`. */
  locale?: string;
};

/** A byte count in steps of 1024 (spec §9); zero reads "0 Byte". */
export function formatBytes(bytes: number, options: FormatBytesOptions = {}): string {
  const { decimals = 0, exact = false, locale } = options;
  if (bytes === 0) {
    return '0 Byte';
  }
  const units = exact ? EXACT_UNITS : SHORT_UNITS;
  const step = Math.floor(Math.log(Math.abs(bytes)) / Math.log(1024));
  const index = Math.min(Math.max(step, 0), units.length - 1);
  const value = bytes / 1024 ** index;
  const number =
    locale === undefined
      ? value.toFixed(decimals)
      : new Intl.NumberFormat(locale, {
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        }).format(value);
  return `${number} ${units[index]}`;
}

/** A file's size, the same on every screen: whole bytes, else one decimal (1.2 MB). */
export function formatFileSize(bytes: number, locale: string): string {
  return formatBytes(bytes, { locale, decimals: Math.abs(bytes) < 1024 ? 0 : 1 });
}

export type DateInput = Date | string | number;

const DEFAULT_DATE_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** A date (ISO string, epoch ms or Date) in the locale's own format, e.g. "5. Nov. 2026, 10:00" in de. */
export function formatDate(
  value: DateInput,
  locale: string,
  options: Intl.DateTimeFormatOptions = DEFAULT_DATE_FORMAT,
): string {
  return new Intl.DateTimeFormat(locale, options).format(new Date(value));
}

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** A date relative to `now`, e.g. "vor 3 Minuten" / "3 minutes ago", "gestern" / "yesterday". */
export function formatRelative(value: DateInput, locale: string, now: DateInput = Date.now()): string {
  const seconds = (new Date(value).getTime() - new Date(now).getTime()) / 1000;
  const [unit, size] = RELATIVE_STEPS.find(([, step]) => Math.abs(seconds) >= step) ?? ['second', 1];
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(Math.round(seconds / size), unit);
}
