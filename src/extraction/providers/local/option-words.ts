// The words a document names a listed choice by (a description's "one of: bank_transfer, card, cash"): a schema's
// options are the user's codes, the document writes the thing in its own words and language. "SEPA-Überweisung" is
// `bank_transfer`, "Bezahlt mit girocard" `karte`, "in bar bezahlt" `cash`, "Status: OUTSTANDING" `unpaid`, "we will
// repay £342.10" `refund`. A brand names a kind of payment too: a receipt prints "VISA ****2291", not "card".
// Bare "bar" is left out: an English document's bar is a place to drink.

const CARD_BRANDS = ['visa', 'mastercard', 'master card', 'amex', 'american express', 'diners club', 'discover', 'jcb'];
const DEBIT_CARDS = ['girocard', 'maestro', 'v pay', 'electronic cash', 'ec-karte', 'ec karte'];

const WORDS_OF_OPTION: [RegExp, string[]][] = [
  [
    /^(?:card|karte|credit card|creditcard|kreditkarte|card payment|kartenzahlung)$/iu,
    [...CARD_BRANDS, ...DEBIT_CARDS, 'kartenzahlung', 'kreditkarte', 'credit card', 'debit card', 'debitkarte'],
  ],
  [/^(?:ec-karte|ec karte|girocard|debit card|debitkarte|bankkarte)$/iu, DEBIT_CARDS],
  [
    /^(?:bank transfer|transfer|wire|wire transfer|credit transfer|ueberweisung|überweisung|bankueberweisung|banküberweisung)$/iu,
    [
      'überweisung',
      'ueberweisung',
      'sepa-überweisung',
      'banküberweisung',
      'bank transfer',
      'wire transfer',
      'credit transfer',
      'sepa transfer',
      'faster payment',
    ],
  ],
  [
    /^(?:direct debit|lastschrift|sepa lastschrift|bankeinzug)$/iu,
    ['lastschrift', 'sepa-lastschrift', 'lastschriftverfahren', 'bankeinzug', 'direct debit', 'sepa direct debit'],
  ],
  [
    /^(?:cash|bar|barzahlung|bargeld)$/iu,
    ['cash', 'in bar', 'barzahlung', 'bargeld', 'bar bezahlt', 'bar gezahlt', 'bar zahlen'],
  ],
  [
    /^(?:unpaid|open|offen|outstanding|not paid|unbezahlt)$/iu,
    ['unpaid', 'outstanding', 'offen', 'unbezahlt', 'nicht bezahlt', 'not paid', 'ausstehend'],
  ],
  [/^(?:paid|bezahlt|settled|beglichen)$/iu, ['paid', 'bezahlt', 'beglichen', 'settled']],
  [
    /^(?:refund|erstattung|rueckerstattung|rückerstattung|overpayment)$/iu,
    ['refund', 'refunded', 'repay', 'erstattung', 'rückerstattung', 'erstatten', 'overpaid', 'owe you'],
  ],
  [/^(?:payment due|nachzahlung|amount due|balance due)$/iu, ['nachzahlung', 'you owe', 'amount due', 'payment due']],
];

/** The words a document may name an option by, the option itself first ("card" also "visa", "girocard"). */
export function wordsOfOption(option: string): string[] {
  const spaced = option.replace(/_/g, ' ');
  const words = WORDS_OF_OPTION.find(([kind]) => kind.test(spaced))?.[1] ?? [];
  return [option, ...words.filter((word) => word !== spaced.toLowerCase())];
}

/**
 * An option of six letters or more opening a German compound ("express" in "Expresszustellung", "standard" in
 * "Standardversand"): the compound's rest is four letters or more, in lower case.
 */
export function opensCompound(matched: string, text: string, at: number): boolean {
  const end = at + matched.length;
  return matched.length >= 6 && /^\p{Ll}{4}/u.test(text.slice(end, end + 4));
}
