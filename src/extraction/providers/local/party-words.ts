// The words of a field's or its parent's name that say whose party it is (see parties.ts).
// Who issued a document and who it is for, by the words of a field's name or its parent's.
export const ISSUER = new Set([
  'supplier',
  'vendor',
  'seller',
  'issuer',
  'sender',
  'merchant',
  'company',
  'employer',
  'store',
  'shop',
  'biller',
  'lieferant',
  'haendler',
  'insurer',
  'versicherer',
  'landlord',
  'vermieter',
  'provider',
  'anbieter',
  'hotel',
  'arbeitgeber',
  'absender',
  'aussteller',
  'verkaeufer',
  // Shops a receipt comes from: `markt`, `tankstelle`, `restaurant`.
  'markt',
  'laden',
  'geschaeft',
  'filiale',
  'tankstelle',
  'restaurant',
  'cafe',
  'apotheke',
  'pharmacy',
  'retailer',
  'contractor',
  'auftragnehmer',
  // Practices and clinics write their own bills: `clinicName`, `praxis`.
  'clinic',
  'klinik',
  'praxis',
  'practice',
  'hospital',
  // A reminder's or statement's writer: `creditor`, `glaeubiger`.
  'creditor',
  'glaeubiger',
  // `unternehmen` is `company` in German; who bills (`rechnungssteller`), a trade's or a utility's firm.
  'unternehmen',
  'rechnungssteller',
  'handwerker',
  'versorger',
  // An estate agent's or a notary's own invoice. Not a shipper: a bill of lading or a delivery note names it in its
  // own box, and the letterhead is the carrier's or the forwarder's.
  'broker',
  'makler',
  'notary',
  'notar',
  // A garage's estimate or invoice: `werkstatt`, `garage`.
  'werkstatt',
  'garage',
  // An airline's own notices (delay, check-in, cancellation) and bookings: `airline`, `fluggesellschaft`.
  'airline',
  'fluggesellschaft',
  // A cinema's ticket or receipt names the cinema atop it: `cinema`, `kino`.
  'cinema',
  'kino',
  // Who runs a charging station, a car park or a museum prints its name atop the receipt or ticket: `betreiber`.
  'betreiber',
  'operator',
  'museum',
]);
// Bodies that write their own notices, certificates and letters (`authority`, `school`, `charity`, `gym`): an issuer
// when the name ends in one (`school_year` is a year, `club_number` a number).
export const ISSUING_BODY = new Set([
  'authority',
  'behoerde',
  'council',
  'municipality',
  'gemeinde',
  'kommune',
  'school',
  'schule',
  'university',
  'universitaet',
  'hochschule',
  'college',
  'charity',
  'organisation',
  'organization',
  'verein',
  'club',
  'association',
  'studio',
  'gym',
  'scheme',
  'institution',
  'einrichtung',
  // `firm` (an accountant's, a lawyer's), `forwarder` (a freight forwarder's disbursement invoice).
  'firm',
  'forwarder',
  'spedition',
  'library',
  'bibliothek',
  'buecherei',
]);
// `taxiunternehmen`, `transportunternehmen`: a company of some trade. Both endings are only tested: three letters
// before the ending say the same as "three or more", and an open run was retried from every letter of a long word.
export const ISSUER_ENDING = /\p{L}{3}unternehmen$/u;
// `gebuehrenpflichtiger`, `beitragsschuldner`: who owes what a notice is about, the party it is addressed to.
export const RECIPIENT_ENDING = /\p{L}{3}(?:pflichtige[rn]?|schuldner)$/u;
export const RECIPIENT = new Set([
  'customer',
  'client',
  'recipient',
  'buyer',
  'guest',
  'employee',
  'consignee',
  'kunde',
  'empfaenger',
  'policyholder',
  'holder',
  'insured',
  'versicherungsnehmer',
  'renter',
  'tenant',
  'mieter',
  'mieterin',
  'kundin',
  'patient',
  'patientin',
  // Whom a practice, a course or an employer's offer writes to. Not "student"/"schueler": a pupil's object holds its
  // class too (`schueler.klasse`), which the party reader would then take over.
  'candidate',
  'bewerber',
  'participant',
  'teilnehmer',
  'passenger',
  'traveller',
  'traveler',
  'reisender',
  'addressee',
  'gast',
  'mitarbeiter',
  'arbeitnehmer',
  'kaeufer',
  // Who gave the order (a craftsman's client), a club's member, who pays: the party the letter goes to.
  'auftraggeber',
  'member',
  'mitglied',
  'payer',
  'zahler',
  // Who owes or owns what the letter is about: an authority or a lender writes to them.
  'owner',
  'eigentuemer',
  'halter',
  'debtor',
  'schuldner',
  'kostenschuldner',
  'borrower',
  'darlehensnehmer',
  'kreditnehmer',
  'taxpayer',
  'steuerpflichtiger',
  // Who applied for something (a post, a permit, a benefit): the authority or employer answers them.
  'applicant',
  'candidate',
  'antragsteller',
  'antragstellerin',
  'bewerber',
  'bewerberin',
  // A donation receipt goes to the donor.
  'donor',
  'spender',
  'zuwendender',
  // A law or tax firm's client.
  'mandant',
  'mandantin',
  // Whom an insurer, a benefit office, a landlord's meter service or a permit authority writes to: the insured, the
  // entitled person, the trainee or student funded, the user of a flat, the builder, a prize's winner.
  'versicherter',
  'versicherte',
  'berechtigter',
  'berechtigte',
  'leistungsempfaenger',
  // Whom an invoice or a delivery is made out to (not `zahlungsempfaenger`, the payee, often the writer).
  'rechnungsempfaenger',
  'warenempfaenger',
  'auszubildender',
  'auszubildende',
  'nutzer',
  'nutzerin',
  'bewohner',
  'bewohnerin',
  'occupant',
  'resident',
  'bauherr',
  'bauherrin',
  'claimant',
  'winner',
  'gewinner',
  'gewinnerin',
  'kontoinhaber',
  'kontoinhaberin',
  // Who hires a car or a van, learns on a course, or owns the animal a vet bills for: whom the agreement or bill is
  // made out to.
  'hirer',
  'learner',
  'tierhalter',
  'tierhalterin',
  'tierbesitzer',
  'tierbesitzerin',
  'besitzer',
  'besitzerin',
]);
// In a purchase order the buyer writes the letter and the supplier receives it.
export const BUYERS = new Set(['buyer', 'purchaser', 'orderer', 'besteller', 'einkaeufer', 'kaeufer']);
export const SELLERS = new Set(['supplier', 'vendor', 'seller', 'lieferant', 'verkaeufer']);

/** Whether a name says a side of a trade (buyer, supplier): whose side writes depends on the document's kind. */
export const namesTradeSide = (words: string[]) => words.some((word) => BUYERS.has(word) || SELLERS.has(word));

// A German party's word in its feminine form is the same party: "arbeitnehmerin", "vermieterin", "auftraggeberin"
// (the lists name a few feminine forms by hand; every "-er" gets its "-erin", an English "-erin" is no word).
for (const words of [ISSUER, RECIPIENT]) {
  for (const word of [...words].filter((each) => each.endsWith('er'))) {
    words.add(`${word}in`);
  }
}
