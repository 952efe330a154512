import { trimTrailing } from '../../trim-trailing.ts';
import { checkboxValue, checkedOption } from './checkboxes.ts';
import { findDate } from './parse-date.ts';

const pad = (value: number) => String(value).padStart(2, '0');

type TFoundTime = { hours: number; minutes: number; seconds: number | null; end: number };

/**
 * 14:30, 14:30:15, 2:30 pm, 14.30 Uhr (a dot only with "Uhr"/"h", else it would read prices as times), 14h30 (French
 * and Swiss), 3 pm / 11 a.m. (an hour alone only with its meridiem; "am" only closing the text or before punctuation,
 * since German "7 am Montag" is "7 on Monday").
 */
export function findTime(text: string, from = 0): TFoundTime | null {
  const pattern =
    /(?<![\d.,:])(\d{1,2})(?::(\d{2})(?::(\d{2}))?(?!\d)\s*(a\.?m\.?|p\.?m\.?)?|\.(\d{2})\s*(?:uhr|h)\b|h(\d{2})(?!\d)|\s?(p\.?m\.?|a\.m\.|am(?=\s{0,2}(?:$|[),;–-])))(?![\p{L}]))/giu;
  pattern.lastIndex = from;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const [, hourText, colonMinutes, secondsText, colonMeridiem, dotMinutes, letterMinutes, hourMeridiem] = match;
    const meridiem = colonMeridiem ?? hourMeridiem;
    let hours = Number(hourText);
    const minutes = Number(colonMinutes ?? dotMinutes ?? letterMinutes ?? 0);
    const seconds = secondsText === undefined ? null : Number(secondsText);
    if (meridiem) {
      if (hours < 1 || hours > 12) {
        continue;
      }
      hours = (hours % 12) + (/^p/i.test(meridiem) ? 12 : 0);
    }
    if (hours <= 23 && minutes <= 59 && (seconds === null || seconds <= 59)) {
      return { hours, minutes, seconds, end: match.index + match[0].length };
    }
  }
  return null;
}

export function parseTime(text: string): string | null {
  const time = findTime(text);
  if (!time) {
    return null;
  }
  const base = `${pad(time.hours)}:${pad(time.minutes)}`;
  return time.seconds === null ? base : `${base}:${pad(time.seconds)}`;
}

// Zones by their abbreviation after a time ("08:35 CEST", "10:00 Uhr (MESZ)", "7:30 pm BST"); not CST or IST, which
// name two zones each.
const NAMED_ZONES: Record<string, string> = {
  WET: 'Z',
  CET: '+01:00',
  MEZ: '+01:00',
  BST: '+01:00',
  WEST: '+01:00',
  CEST: '+02:00',
  MESZ: '+02:00',
  EET: '+02:00',
  EEST: '+03:00',
  EST: '-05:00',
  EDT: '-04:00',
  CDT: '-05:00',
  MST: '-07:00',
  MDT: '-06:00',
  PST: '-08:00',
  PDT: '-07:00',
};

function zoneAt(text: string): string {
  const match =
    /^\s{0,3}(?:[Uu]hr\s{0,3})?\(?(?:(Z|UTC|GMT)(?![\p{L}+-])|(?:UTC|GMT)?([+-])(\d{2}):?(\d{2})|([A-Z]{3,4})(?![\p{L}\d]))/u.exec(
      text,
    );
  if (!match) {
    return '';
  }
  if (match[5]) {
    return NAMED_ZONES[match[5]] ?? '';
  }
  return match[1] ? 'Z' : `${match[2]}${match[3]}:${match[4]}`;
}

/**
 * An ISO 8601 date-time. Needs a date and a time in the text: a date alone is not turned into
 * midnight, since that would invent a time the document does not state.
 */
export function parseDateTime(text: string): string | null {
  const iso = /(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?/.exec(text);
  if (iso) {
    const zone = iso[3] ? zoneAt(iso[3]) : '';
    return `${iso[1]}T${iso[2]?.length === 5 ? `${iso[2]}:00` : iso[2]}${zone}`;
  }
  const date = findDate(text);
  const time = date && findTime(text, date.end);
  if (!date || !time) {
    return null;
  }
  const clock = `${pad(time.hours)}:${pad(time.minutes)}:${pad(time.seconds ?? 0)}`;
  return `${date.iso}T${clock}${zoneAt(text.slice(time.end))}`;
}

const TRUE_WORDS = new Set([
  'yes',
  'y',
  'ja',
  'j',
  'true',
  'wahr',
  'x',
  '✓',
  '✔',
  '☑',
  '☒',
  '1',
  'paid',
  'bezahlt',
  'settled',
  'beglichen',
  'erledigt',
  // A feature's state as its value: "Montage: inklusive", "Hunde: erlaubt", "Lunch: provided" (negated, "nicht
  // gestattet", the first word says no).
  'inklusive',
  'inkl',
  'inbegriffen',
  'included',
  'inclusive',
  'incl',
  'erlaubt',
  'gestattet',
  'allowed',
  'permitted',
  'provided',
]);
const FALSE_WORDS = new Set([
  'no',
  'not',
  'nicht',
  'kein',
  'keine',
  'keinerlei',
  // "Additional driver: none", "Vorschäden: nichts bekannt".
  'none',
  'nothing',
  'nichts',
  'n',
  'nein',
  'false',
  'falsch',
  '☐',
  '✗',
  '✘',
  '0',
  'open',
  'offen',
  'unpaid',
  'unbezahlt',
  'outstanding',
  'pending',
  'ausstehend',
]);

export function parseBoolean(text: string): boolean | null {
  // "Paid: [x]", "Lastschrift ☐": a box after its label.
  const box = checkboxValue(text);
  if (box !== null) {
    return box;
  }
  // "☐ erlaubt ☒ nicht erlaubt", "[ ] Yes [X] No": the option checked, a negated one false.
  const option = checkedOption(text);
  if (option !== null) {
    return parseBoolean(option) ?? !/^(?:nicht|not|no|kein\w*|non|un)\b/iu.test(option);
  }
  const word =
    text
      .trim()
      .toLowerCase()
      .split(/[\s.,;:!]+/)[0] ?? '';
  if (TRUE_WORDS.has(word) || FALSE_WORDS.has(word)) {
    return TRUE_WORDS.has(word);
  }
  // "Auto-renew: ON", "Autopay: disabled", "Autopay: Enrolled - do not send a check": a switch's state, as the whole
  // value or before a dash, colon or semicolon that starts a remark ("on 12.03." is a date).
  const state =
    /^(on|off|an|aus|enabled|disabled|activated|deactivated|active|inactive|enrolled|unenrolled|aktiv|inaktiv|aktiviert|deaktiviert|eingeschaltet|ausgeschaltet|eingerichtet)(?:\.?$|\s*[-–—:;]\s)/iu.exec(
      text.trim(),
    )?.[1];
  return state
    ? /^(?:on|an|enabled|activated|active|enrolled|aktiv|aktiviert|eingeschaltet|eingerichtet)$/i.test(state)
    : null;
}

// The local part starts a token and is at most 64 characters (RFC 5321): unbounded, every position of a long
// token without "@" scanned to its end (a quadratic cost on a line of 70,000 letters).
export function parseEmail(text: string): string | null {
  return (
    /(?<![^\s@<>()[\]",;:])[^\s@<>()[\]",;:]{1,64}@[^\s@<>()[\]",;:]+\.[^\s@<>()[\]",;:]*[^\s@<>()[\]",;:.]/.exec(
      text,
    )?.[0] ?? null
  );
}

/** Only URIs with an explicit scheme: adding "https://" to "www.…" would be a guess. */
export function parseUri(text: string): string | null {
  const found = /\b(?:https?|ftp):\/\/[^\s<>"'\]]+|\bmailto:[^\s<>"'\]]+/i.exec(text)?.[0];
  return found ? trimTrailing(found, /[.,;:!?)]/) : null;
}
