// A document's title as the value of the field naming its type: "Certificate of Completion" for `certificate_type`,
// "Teilnahmeurkunde" for `urkundenart`, "Booking Confirmation" for `document_type`, "Ausstellerausweis" for
// `ausweisart`. A title stands on a short line of its own near the top and holds a word of a kind of document.
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { LEGAL_FORM } from './mail-parts.ts';
import { findDate } from './parse-date.ts';
import { GREETING } from './salutation.ts';
import { foldWord } from './words.ts';

// The kinds of document a field's name may ask the type of (`certificate_type`, `dokumentart`).
const OWNER =
  /^(?:certificate|zertifikat|urkunde|urkunden|document|dokument|doc|ausweis|badge|pass|bescheinigung|beleg)s?$/u;
// Words of a document's kind inside its title ("Certificate of Achievement", "Teilnahmebestätigung").
const KIND_IN_TITLE =
  /certificate|diploma|zertifikat|urkunde|bescheinigung|bestaetigung|confirmation|ausweis|badge|boarding pass|voucher|gutschein|invoice|rechnung|receipt|quittung|statement|agreement|vertrag|notice|mitteilung|quotation|angebot|estimate|kostenvoranschlag|lieferschein|delivery note|gutschrift|credit note|mahnung|zahlungserinnerung|payment reminder/u;
// A title's words: letters only (no digits, no colon of a label), five at most.
const TITLE = /^[\p{L}][\p{L}’'&\- ]{2,60}$/u;
// The lines of the top of a document where its title stands.
const TOP_LINES = 6;
const LETTER_TOP = 14;

/** Whether a field's name asks for a document's type: `certificate_type`, `document_type`, `urkundenart`. */
export function namesDocumentType(words: string[]): boolean {
  const [first, second] = words;
  if (words.length === 1 && first) {
    // `urkundenart`, `dokumenttyp`, `belegtyp`.
    const owner = /^(\p{L}{3,})(?:art|typ)$/u.exec(first)?.[1];
    return owner !== undefined && OWNER.test(owner);
  }
  // `document_title`: a document's title is its type.
  const kind =
    /^(?:type|kind|art|typ)$/.test(second ?? '') || (second === 'title' && /^(?:document|dokument)$/.test(first ?? ''));
  return words.length === 2 && OWNER.test(first ?? '') && kind;
}

/** The one title near the top of the document that names a kind of document. */
export function titleType(lines: TLine[], words: string[]): TValueSource | null {
  if (!namesDocumentType(words)) {
    return null;
  }
  const texts = lines.filter((line) => !line.header && line.text.trim() !== '');
  const isTitle = (line: TLine) => {
    const text = line.text.trim();
    return TITLE.test(text) && text.split(/\s+/).length <= 5 && KIND_IN_TITLE.test(foldWord(text));
  };
  // A letter's title stands under its address window and date, above the greeting: a longer top (only in a letter:
  // a card's title far down is none).
  const greeting = texts.findIndex((line) => GREETING.test(line.text.trim()));
  const letterTop = greeting < 0 ? [] : texts.slice(0, Math.min(greeting, LETTER_TOP));
  const opening = texts.slice(0, TOP_LINES).filter(isTitle);
  const titles = opening.length > 0 ? opening : letterTop.filter(isTitle);
  const title = titles[0];
  if (titles.length !== 1 || !title) {
    return null;
  }
  const text = title.text.trim();
  const start = title.text.indexOf(text);
  return { text, line: title, quoteStart: start, quoteEnd: start + text.length };
}

// A field naming an event or a show by its name: `event_name`, `veranstaltung`, `production`, `spiel`, `messe`.
const EVENT =
  /^(?:event|veranstaltung|production|produktion|spiel|match|game|messe|konzert|concert|show|performance|festival|conference|konferenz|tagung|fair)$/u;
const NAME_WORD = /^(?:name|title|titel|bezeichnung)$/u;
// A heading's shape: six words at most, no label's colon, no sentence's end, no address or arrow of a route.
const HEADING = /^[\p{L}\d][^:@→]{1,58}[^.!?:,]$/u;
// A ticket or badge is short; in a long document the first line is a letterhead or a title of another kind.
const SHORT_DOCUMENT = 15;

/**
 * The event a ticket or badge is for, printed large on its first line ("Summer Jazz Night", "LogiMAT 2026", "FC
 * Weststadt – SV Nordhafen"): only in a short document, and only where that line is no document's title, company,
 * date or route.
 */
export function eventTitle(lines: TLine[], words: string[]): TValueSource | null {
  const own = words.filter((word) => !NAME_WORD.test(word));
  if (own.length !== 1 || words.length > 2 || !EVENT.test(own[0] ?? '')) {
    return null;
  }
  const texts = lines.filter((line) => !line.header && line.text.trim() !== '');
  const first = texts[0];
  const text = first?.text.trim() ?? '';
  const heading = HEADING.test(text) && text.split(/\s+/).length <= 6 && !KIND_IN_TITLE.test(foldWord(text));
  if (!first || texts.length > SHORT_DOCUMENT || !heading || LEGAL_FORM.test(text) || findDate(text)) {
    return null;
  }
  const start = first.text.indexOf(text);
  return { text, line: first, quoteStart: start, quoteEnd: start + text.length };
}
