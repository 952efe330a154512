import type { TLocale } from './types.ts';

const UNIT_MS: Record<string, number> = {
  ms: 1,
  s: 1000,
  second: 1000,
  seconds: 1000,
  min: 60_000,
  minute: 60_000,
  minutes: 60_000,
};

/**
 * A time limit for a message: "500 ms", "30 s", "2 min", "2 min 30 s". The units read the same in
 * English and German; only the decimal mark differs ("1.5 s", "1,5 s").
 */
export function formatDuration(ms: number, locale: TLocale = 'en'): string {
  const number = (value: number) => {
    const rounded = String(Math.round(value * 10) / 10);
    return locale === 'de' ? rounded.replace('.', ',') : rounded;
  };
  if (ms < 1000) {
    return `${number(ms)} ms`;
  }
  if (ms < 60_000) {
    return `${number(ms / 1000)} s`;
  }
  const minutes = Math.floor(ms / 60_000);
  const rest = ms - minutes * 60_000;
  return rest >= 100 ? `${minutes} min ${number(rest / 1000)} s` : `${minutes} min`;
}

/**
 * The milliseconds of a duration as stored in an English line ("30 s", "2 min 30 s", and the older
 * "30 seconds" or "500 ms"), or null when the text is no duration.
 */
export function parseDuration(text: string): number | null {
  const parts = text.trim().split(/\s+(?=\d)/);
  let total = 0;
  for (const part of parts) {
    const match = /^(\d+(?:\.\d+)?)\s*([a-z]+)$/.exec(part);
    const unit = match?.[2] === undefined ? undefined : UNIT_MS[match[2]];
    if (!match || unit === undefined) {
      return null;
    }
    total += Number(match[1]) * unit;
  }
  return parts.length > 0 ? total : null;
}
