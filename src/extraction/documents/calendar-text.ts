// An invitation's calendar part (text/calendar, an .ics file) as a mail program shows it: the event's title, start,
// end, place and organiser as labelled lines. Read as raw iCalendar (RFC 5545) its values are unreadable to anyone:
// "DTSTART;TZID=Europe/London:20260422T140000" is no date a reader knows, "Room 3.12\, Leeds office" keeps its
// escape, long lines are folded onto the next with a leading blank, and the property names are no labels.

// "20260422T140000", "20260422T140000Z", "20260422": a date with a time or without.
const STAMP = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})\d{2}Z?)?$/;

/** Whether a file's text is an iCalendar object. */
export const isCalendar = (text: string) => /^\s*BEGIN:VCALENDAR\b/i.test(text);

/** A property's value without iCalendar's escapes ("\,", "\;", "\n", "\\"). */
const unescaped = (value: string) =>
  value.replace(/\\([\\,;nN])/g, (_, character: string) => (character.toLowerCase() === 'n' ? '\n' : character));

/** A date or date-time value as [date, time] ("2026-04-22", "14:00"); the time empty for a whole day, null if no stamp. */
function stampParts(value: string): [string, string] | null {
  const match = STAMP.exec(value.trim());
  if (!match) {
    return null;
  }
  const [, year, month, day, hour, minute] = match;
  return [`${year}-${month}-${day}`, hour ? `${hour}:${minute}` : ''];
}

/**
 * An event's lines for its start and end as an invitation shows them: the day, then the start's and the end's time
 * ("Date: 2026-04-22", "Start: 14:00", "End: 15:30"); an end on another day with its own day.
 */
function timeLines(start: string | undefined, end: string | undefined): string[] {
  const from = start === undefined ? null : stampParts(start);
  const to = end === undefined ? null : stampParts(end);
  if (!from) {
    return [start, end].flatMap((value, index) => (value ? [`${index ? 'End' : 'Start'}: ${value.trim()}`] : []));
  }
  const lines = [`Date: ${from[0]}`, ...(from[1] ? [`Start: ${from[1]}`] : [])];
  if (to && to[0] === from[0] && to[1]) {
    lines.push(`End: ${to[1]}`);
  } else if (to && from[1]) {
    lines.push(`End: ${to[0]} ${to[1]}`.trim());
  }
  return lines;
}

/** The organiser's name and address from "ORGANIZER;CN=Priya Shah:mailto:priya@…", each on a line of its own. */
function personLines(parameters: string, value: string): string[] {
  const name = /(?:^|;)CN=("[^"]*"|[^;:]*)/i.exec(parameters)?.[1]?.replace(/"/g, '').trim();
  const address = value.replace(/^mailto:/i, '').trim();
  return [...(name ? [`Organizer: ${name}`] : []), ...(address ? [`Organizer email: ${address}`] : [])];
}

/**
 * Where a property's value starts: its first colon outside a quoted parameter ("ORGANIZER;CN=\"Shah: Priya\":mailto:…");
 * the first colon of all where a quote is left open.
 */
function valueColon(line: string): number {
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    if (line[index] === '"') {
      quoted = !quoted;
    } else if (line[index] === ':' && !quoted) {
      return index;
    }
  }
  return line.indexOf(':');
}

/**
 * The events of an iCalendar text as labelled lines, one block an event; the calendar's own lines (its product,
 * time zones, alarms) left out, as a mail program leaves them out.
 */
export function calendarText(text: string): string {
  // Folded lines go on after a line end and one blank or tab.
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const blocks: string[] = [];
  let depth = 0;
  let event: Map<string, { parameters: string; value: string }> | null = null;
  for (const line of lines) {
    const colon = valueColon(line);
    const head = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1);
    const name = (head.split(';')[0] ?? '').toUpperCase();
    if (name === 'BEGIN') {
      depth += 1;
      event = value.trim().toUpperCase() === 'VEVENT' ? new Map() : event;
    } else if (name === 'END') {
      depth -= 1;
      if (value.trim().toUpperCase() === 'VEVENT' && event) {
        blocks.push(eventLines(event).join('\n'));
        event = null;
      }
    } else if (event && depth === 2 && !event.has(name)) {
      // An alarm inside an event (depth 3) is the program's, not the event's.
      event.set(name, { parameters: head.slice(name.length), value });
    }
  }
  return blocks.join('\n\n');
}

/** One event's lines, in the order an invitation shows them. */
function eventLines(event: Map<string, { parameters: string; value: string }>): string[] {
  const text = (name: string) => unescaped(event.get(name)?.value ?? '').trim();
  const organizer = event.get('ORGANIZER');
  return [
    ...(text('SUMMARY') ? [`Event: ${text('SUMMARY')}`] : []),
    ...timeLines(event.get('DTSTART')?.value, event.get('DTEND')?.value),
    ...(text('LOCATION') ? [`Location: ${text('LOCATION')}`] : []),
    ...(organizer ? personLines(organizer.parameters, organizer.value) : []),
    ...(text('DESCRIPTION') ? [`Description: ${text('DESCRIPTION')}`] : []),
  ];
}
