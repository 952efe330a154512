// Sealed set R (layout 26): the constructor and the two schemas that two senders' documents each share. Written in
// session 11 by a writer who had not read the extractor, before it changed. Never tune the extractor on set R.
import { bool, date, fresh, list, num, obj, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

export const FRESH_R_LAYOUT = 26;

/** A set-R document: id `fresh-r-<id>`, layout 26, held out. */
export function sealedR(
  id: string,
  kind: string,
  lang: 'en' | 'de',
  format: TCorpusDocument['format'],
  schema: TCorpusDocument['schema'],
  truth: TCorpusDocument['truth'],
  content: string[] | { raw: string },
): TCorpusDocument {
  return { ...fresh(`r-${id}`, kind, lang, format, schema, truth, content), layout: FRESH_R_LAYOUT, heldOut: true };
}

/** One schema for parking tickets of any German town: each notice states only part of it. */
export const PARKING_FINE_SCHEMA = [
  str('aktenzeichen', 'Aktenzeichen der Bußgeldstelle'),
  str('behoerde', 'Welche Stadt / welches Amt den Bescheid schickt'),
  obj('betroffener', [str('name'), str('plz_ort', 'Postleitzahl und Ort')]),
  date('tatdatum'),
  str('tatzeit', 'Uhrzeit HH:MM'),
  str('tatort'),
  str('kennzeichen'),
  num('bussgeld_eur', 'Verwarnungsgeld oder Geldbuße'),
  num('gebuehren_eur', 'Verwaltungsgebühr'),
  num('auslagen_eur', 'Auslagen (Zustellung)'),
  num('gesamtbetrag_eur'),
  date('zahlbar_bis'),
  str('iban'),
  str('verwendungszweck', 'Kassenzeichen bzw. was bei der Überweisung anzugeben ist'),
  num('punkte_flensburg'),
];

/** One schema for hotel bills from any hotel: each folio states only part of it. */
export const HOTEL_FOLIO_SCHEMA = [
  str('hotel_name'),
  str('folio_number'),
  str('confirmation_number'),
  obj('guest', [str('name'), str('company')]),
  str('room_number'),
  date('arrival_date'),
  date('departure_date'),
  num('nights'),
  list('charges', [date('date'), str('description'), num('amount')], 'Every posted charge, in order'),
  num('total_amount', 'Total of the charges incl. tax'),
  num('tax_amount'),
  str('currency', 'ISO code'),
  str('payment_method'),
  str('card_last4'),
  num('balance_due'),
  bool('paid', 'True when the balance is zero'),
];
