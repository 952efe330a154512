// Two date fields that are the ends of one stay, journey or hire: `check_in` and `check_out`, `departure_date` and
// `return_date`, `hinreise` and `rueckreise`, `abholung` and `rueckgabe`. A booking often prints them as one range
// under a period's label ("Aufenthalt: 12.–19. Mai 2026", "Travel dates: 12/05/2026 – 19/05/2026"), never under the
// fields' own words; the names say which end is which only together ("departure" ends a stay beside "arrival" and
// starts a journey beside "return"). Development set typed18 (session 18): six bookings of two authors.
import { nameWords } from './words.ts';

// Each kind of pair: the words of its first end and of its last end, a name's words joined without "date".
const PAIRS: [Set<string>, Set<string>][] = [
  [
    new Set(['arrival', 'anreise', 'ankunft', 'checkin', 'einzug', 'anreisetag', 'arrive']),
    new Set(['departure', 'abreise', 'checkout', 'auszug', 'abreisetag', 'depart']),
  ],
  [
    new Set(['departure', 'outbound', 'hinreise', 'hinfahrt', 'hinflug', 'outward']),
    new Set(['return', 'inbound', 'rueckreise', 'rueckfahrt', 'rueckflug', 'homeward']),
  ],
  [
    new Set(['pickup', 'abholung', 'uebernahme', 'collection', 'mietbeginn']),
    new Set(['return', 'dropoff', 'rueckgabe', 'abgabe', 'mietende']),
  ],
];
const DATE_WORDS = new Set(['date', 'datum', 'day', 'tag', 'am', 'on']);

/** A flat date name's words without its word for a date, joined: `checkin` of `check_in_date`. */
const pairWord = (name: string) =>
  nameWords(name)
    .filter((word) => !DATE_WORDS.has(word))
    .join('');

/**
 * Which end of a range `name` asks for when a sibling date field asks for the other end of the same pair: 0 for
 * `check_in` beside `check_out`, 1 for `return_date` beside `departure_date`; undefined without such a sibling.
 */
export function pairedRangePart(name: string, siblings: string[]): 0 | 1 | undefined {
  const own = pairWord(name);
  const others = new Set(siblings.filter((other) => other !== name).map(pairWord));
  for (const [starts, ends] of PAIRS) {
    if (starts.has(own) && [...ends].some((word) => word !== own && others.has(word))) {
      return 0;
    }
    if (ends.has(own) && [...starts].some((word) => word !== own && others.has(word))) {
      return 1;
    }
  }
  return undefined;
}
