// Rows a rental agreement, a hire form or a time sheet labels by their role ("Out" / "In" for pick-up and return),
// and the columns over them that name a field's other word in other terms ("Branch" for a location).

const GROUPS = [
  // The row of handing over: "Out", "Pick-up", "Abholung", "Übergabe".
  ['out', 'pickup', 'collection', 'collect', 'abholung', 'ausgabe', 'uebergabe', 'übergabe', 'handover'],
  // The row of taking back: "In", "Return", "Drop-off", "Rückgabe", "Rücknahme".
  ['in', 'return', 'dropoff', 'checkin', 'rueckgabe', 'rückgabe', 'ruecknahme', 'rücknahme', 'abgabe'],
  ['location', 'branch', 'station', 'place', 'site', 'ort', 'filiale'],
  ['mileage', 'odometer', 'km', 'miles', 'kilometerstand', 'kmstand'],
];

// Each word's group, for a lookup in constant time: a matrix's reader asks this for every cell under every header.
const GROUP_OF = new Map(GROUPS.flatMap((group, index) => group.map((word): [string, number] => [word, index])));

/** Whether two words name the same role or column in such a table ("out" for `pickup`, "branch" for `location`). */
export const sameRole = (a: string, b: string) => GROUP_OF.has(a) && GROUP_OF.get(a) === GROUP_OF.get(b);

/** Whether a row's label is a role word ("Out", "In"), whose row may hold words as values (a branch's name). */
export const isRoleWord = (word: string) => GROUPS.slice(0, 2).some((group) => group.includes(word));

/** A field's words with "pick up", "drop off", "check in" written as one word, as a role's row names them. */
export const joinedRoleWords = (words: string[]) =>
  words
    .join(' ')
    .replace(/\b(pick|drop|check) (up|off|in|out)\b/g, '$1$2')
    .split(' ');
