// Patterns of what goes on after a label in its cell (moved from find-labelled.ts in session 23).

// A bilingual label's other half after a slash: "SWIFT/BIC", "VON / FROM" (set apart by spaces, in capitals), or any
// words without digits up to the cell's end ("Surname / Nom", "Date of birth / Date de naissance").
export const OTHER_HALF =
  /^(?:\/\s*\p{L}[\p{L}.]{2,11}|\s+\/\s+\p{Lu}{2,12})(?=[\s:]|$)|^\s+\/\s+\p{L}[\p{L}'’. -]{0,40}$/u;
// "Due on December 18, 2026": a month's name before the digits; "Rückfahrt am Fr., 15.05.26", "Return on Fri, 15
// May": a weekday's short name with its point or comma.
// "Ihre Kundennummer lautet 100234", "The total amount is $1,200.00", "Der Betrag beträgt 119,00 EUR": a verb
// of being before the value works the same way.
export const PREPOSITION =
  /^(?:am|vom|on|of|dated|datiert|per|zum|is|was|lautet|ist|beträgt|betraegt|amounts to|comes to)\s+(?=\S*\d|\p{L}{3,}\.?\s+\d|\p{L}{2,3}(?:\.,?|,)\s*\d)/iu;
// "Neuer Abschlag ab 03/2026: 79,00 EUR", "Balance as of 31 Dec 2025: 120.00": a time qualifier between the
// label and its colon belongs to the label (a date field takes the qualifier's date instead).
export const QUALIFIED_LABEL =
  /^(?:ab|from|as of|as at|am|on|per|for|für|seit|since|vom|zum|im|in)\s+[^:]{1,24}?:\s*(?=\S|$)/iu;
// A hyphen glued to the label's last word: an identifier with its prefix ("BOL-2026-31877"), or a hyphened compound
// that is another label ("Die Gläubiger-ID lautet DE98…" names the creditor's id, not the creditor). A date field
// still reads a compound's date: "Bestell-Nr. PO-2947 vom 14.4.2026" is the order's date.
export const glued = (after: string, options: { wantsDate?: boolean }) =>
  /^[-–]\d/.test(after) || (!options.wantsDate && /^-\p{L}+(?=[\s.:]|$)/u.test(after));

// An oil's or a gear fluid's grade: "5W-30", "10W-40", "75W-90" (parse-number.ts reads it as no amount).
const GRADE = /^\s*\d{1,2}\p{Lu}[-–]\d{1,3}(?![\d.,])/u;
/** Whether a label's cell goes on with a grade and the next cell opens with a figure: the thing, not its value. */
export const gradeBeforeFigures = (rest: string, next: string) => GRADE.test(rest) && /^\s*\d/.test(next);
