// A German compound of a document's kind and its date or number (`bestelldatum`, `auftragsnummer`) takes the bare
// "Datum"/"Nummer" of a data block beside the address ("Bestell-Nr. | B-2026-04471", "Datum | 21.04.2026") as
// `order_date` does (vocabulary.ts headLabels): its English synonym ("order date") names the kind and the head apart.
import { synonymsOf } from './synonyms.ts';
import { DOCUMENT_KINDS, headLabels } from './vocabulary.ts';

const KIND_HEAD = /^(\p{L}{4,}?)s?(?:datum|nummer)$/u;

/** The bare heads a one-word compound of a document's kind and "datum"/"nummer" is labelled by, else none. */
export function compoundKindHeads(own: string[]): string[] {
  const word = own.length === 1 ? (own[0] ?? '') : '';
  // The compound's first part names the document's kind ("Bestell(ung)", "Auftrag", "Rechnung"): "Lieferdatum" is
  // a date of another event, and a bare "Date" would be a mail's header (session 27, lead).
  const kind = KIND_HEAD.exec(word)?.[1] ?? '';
  if (!DOCUMENT_KINDS.has(kind) && !DOCUMENT_KINDS.has(`${kind}ung`)) {
    return [];
  }
  for (const phrase of synonymsOf(word)) {
    const heads = headLabels(phrase.split(' '));
    if (heads.length > 0) {
      return heads;
    }
  }
  return [];
}
