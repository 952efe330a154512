import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { coerceValue, type TLeafValue } from './coerce.ts';
import type { TLine } from './lines.ts';
import type { TTableRow } from './table-rows.ts';
import { nameWords } from './words.ts';

// "ab 07:44", "Depart 06:55", "an 08:52 Uhr": a clock time marked as a departure or an arrival.
// Linear (cellsplit18): optional tokens keep their blanks in their group, not `\s*X?\s*` (quadratic).
const MARKED_TIME =
  /(?:^|\s)(ab|an|dep\.?|arr\.?|depart(?:s|ure)?|arrive[sd]?|arrival|abfahrt|ankunft|abflug|landung)\s*(?::\s*)?((?:[01]?\d|2[0-3])[:.][0-5]\d)(?:\s*(?:uhr|h))?(?=\s|$)/i;
const DEPARTS = /^(?:ab|dep|depart|departs|departure|abfahrt|abflug)$/i;
// A train or flight ("ICE 511", "BA 2764", "RE 4417", "LH400"): capitals, then a number.
const SERVICE = /\b([A-Z]{1,4}\s?\d{1,5})\b/;
// A day's date in a cell ("Do, 14.05.26", "Tue 02 Jun 2026", "2026-06-02").
const DATED =
  /\d{1,2}\.\d{1,2}\.\d{2,4}|\d{4}-\d{2}-\d{2}|\d{1,2}\.?\s+\p{L}{3,9}\.?\s+\d{4}|\d{1,2}\/\d{1,2}\/\d{2,4}/u;

type TStop = { departs: boolean; time: string; place: string; date?: string; service?: string; line: TLine };
type TRoles = {
  date?: TSchemaProperty;
  service?: TSchemaProperty;
  from?: TSchemaProperty;
  to?: TSchemaProperty;
  leaves?: TSchemaProperty;
  arrives?: TSchemaProperty;
};

const words = (property: TSchemaProperty) => nameWords(property.name);
const has = (property: TSchemaProperty, pattern: RegExp) => words(property).some((word) => pattern.test(word));
const TIME = /^(?:time|zeit|uhrzeit)$|zeit$|time$/;
const OUT = /^(?:from|von|origin|dep|departure|departs|abfahrt|abflug|start|abreise|ab)$/;
const IN = /^(?:to|nach|destination|ziel|arr|arrival|arrives|ankunft|landung|end|an)$/;

/** Which field of a leg each is, by its name: a date, the service, the places and the times of both ends. */
function legRoles(properties: TSchemaProperty[]): TRoles {
  const strings = properties.filter((property) => property.type === 'string' && !property.format);
  const timed = strings.filter((property) => has(property, TIME));
  const placed = strings.filter((property) => !timed.includes(property));
  const [from, to] = [placed.find((property) => has(property, OUT)), placed.find((property) => has(property, IN))];
  // Beside the places (`von`, `nach`), a second field of either end (`abfahrt`, `ankunft`) holds its time.
  const timeOf = (end: RegExp, place: TSchemaProperty | undefined) =>
    timed.find((property) => has(property, end)) ??
    (place ? placed.find((property) => property !== place && has(property, end)) : undefined);
  return {
    date: properties.find(
      (property) =>
        (property.type === 'string' && property.format === 'date') || has(property, /^(?:date|datum|day|tag)$/),
    ),
    service: placed.find((property) => has(property, /^(?:flight|flug|train|zug|service|product|produkt|fahrt)$/)),
    from,
    to,
    leaves: timeOf(OUT, from),
    arrives: timeOf(IN, to),
  };
}

/** The stop a line states: a marked time, and in its other cells the place, the day and the service. */
function stopOf(line: TLine, context: { date?: string; service?: string }): TStop | null {
  const cells = line.cells.map((cell) => line.text.slice(cell.start, cell.end).trim());
  const at = cells.findIndex((cell) => MARKED_TIME.test(cell));
  const marked = at === -1 ? null : MARKED_TIME.exec(cells[at] ?? '');
  if (!marked?.[1] || !marked[2]) {
    return null;
  }
  const rest = cells.flatMap((cell, index) => {
    if (index !== at) {
      return [cell];
    }
    const left = cell.replace(marked[0], ' ').trim();
    return left ? [left] : [];
  });
  const date = rest.find((cell) => DATED.test(cell));
  const service = rest.find((cell) => cell !== date && SERVICE.test(cell) && cell.length <= 10);
  const place = rest.find((cell) => cell !== date && cell !== service && /\p{L}{3}/u.test(cell));
  if (!place) {
    return null;
  }
  return {
    departs: DEPARTS.test(marked[1].replace('.', '')),
    time: clock(marked[2]),
    place,
    date: date ?? context.date,
    service: service ?? context.service,
    line,
  };
}

// "Frankfurt (FRA) 10:15 -> New York (JFK) 12:50 (+1 day)": a whole leg on one line, from a place and time to
// another; what stands before the first place (a day, a flight) in cells of its own.
const ARROW = /\s(?:->|→|=>|–>|—>)\s/;
const TIME_END = /\s((?:[01]?\d|2[0-3])[:.][0-5]\d)$/;
const clock = (time: string) => time.replace('.', ':').padStart(5, '0');

/** The departure and the arrival a leg's line states, or none. */
function arrowStops(line: TLine, context: { date?: string; service?: string }): TStop[] {
  const arrow = ARROW.exec(line.text);
  // Times marked "ab"/"an" are read as stops (stopOf), as before arrows were read.
  if (!arrow || MARKED_TIME.test(line.text)) {
    return [];
  }
  const left = line.text.slice(0, arrow.index).trim();
  const right = line.text
    .slice(arrow.index + arrow[0].length)
    .replace(/\s*\([^)]*\)\s*$/, '')
    .trim();
  const [leaves, arrives] = [TIME_END.exec(` ${left}`), TIME_END.exec(` ${right}`)];
  if (!leaves?.[1] || !arrives?.[1]) {
    return [];
  }
  const cells = left
    .slice(0, left.length - leaves[0].length + 1)
    .trim()
    .split(/\s{2,}/);
  const date = cells.find((cell) => DATED.test(cell));
  const service = cells.find((cell) => cell !== date && SERVICE.test(cell) && cell.length <= 10);
  const place = (cells.at(-1) ?? '').trim();
  const to = right.slice(0, right.length - arrives[0].length + 1).trim();
  if (place === date || place === service || !/\p{L}{3}/u.test(place) || !/\p{L}{3}/u.test(to)) {
    return [];
  }
  const stated = { date: date ?? context.date, service: service ?? context.service, line };
  return [
    { ...stated, departs: true, time: clock(leaves[1]), place },
    { ...stated, departs: false, time: clock(arrives[1]), place: to },
  ];
}

/**
 * The legs of a journey, one stop a line: "Köln Hbf | Do, 14.05.26 | ab 07:44 | ICE 511" over "Frankfurt Hbf |
 * an 08:52", or "Depart 06:55  London Gatwick" under "Tue 02 Jun 2026  BA 2764". Each departure with the arrival
 * after it is a leg: its date and service from its line or the nearest line above that states them. Only when
 * the item has fields for a leg's places or times.
 */
export function legItems(lines: TLine[], properties: TSchemaProperty[], dayFirst: boolean): TTableRow[] {
  const roles = legRoles(properties);
  if ((!roles.from || !roles.to) && (!roles.leaves || !roles.arrives)) {
    return [];
  }
  const stops: TStop[] = [];
  const context: { date?: string; service?: string } = {};
  // A leg on one line is read only for an item with a field for a time: "departs"/"arrives" alone name the places.
  const timed = roles.leaves !== undefined || roles.arrives !== undefined;
  for (const line of lines) {
    const leg = timed ? arrowStops(line, context) : [];
    if (leg.length > 0) {
      stops.push(...leg);
      continue;
    }
    const stop = stopOf(line, context);
    if (stop) {
      stops.push(stop);
      continue;
    }
    const date = DATED.exec(line.text)?.[0];
    if (date && line.text.length < 60) {
      context.date = line.text;
      context.service = SERVICE.exec(line.text.replace(date, ' '))?.[1];
    }
  }
  const rows: TTableRow[] = [];
  stops.forEach((stop, index) => {
    const next = stops[index + 1];
    if (!stop.departs || !next || next.departs) {
      return;
    }
    const values = new Map<TSchemaProperty, TLeafValue>();
    const set = (property: TSchemaProperty | undefined, text: string | undefined) => {
      const value = property && text ? coerceValue(property, text, dayFirst) : null;
      if (property && value !== null) {
        values.set(property, value);
      }
    };
    set(roles.date, stop.date);
    set(roles.service, stop.service ?? next.service);
    set(roles.from, stop.place);
    set(roles.to, next.place);
    set(roles.leaves, stop.time);
    set(roles.arrives, next.time);
    rows.push({ line: stop.line, values, missing: [] });
  });
  return rows;
}
