// How the offline extractor's time grows with the schema's fields over one long document: a mail of running text
// (sentences, a signature, a quoted reply) read for 60 fields and for 1. Work done once per document (its lines,
// its sentences, its signature, its header block) costs the same for both; work each field repeats over the whole
// text multiplies by the fields. The ratio printed is the 60-field time over the 1-field time: it cannot drop below
// what the fields' own label searches cost, but a document parsed again for every field pushes it far above.
// `npm run bench:fields-per-document`.
import { createLocalProvider } from '../src/extraction/providers/local/local-provider.ts';
import type { TOutputSchema, TSchemaProperty } from '../src/extraction/schema/output-schema.ts';
import type { TDocumentText, TExtractionRequest } from '../src/extraction/types.ts';

const SENTENCES = [
  'We confirm that your order 4711-{n} left our warehouse on 3 March 2026 and should arrive by Friday, 6 March 2026.',
  'Die Rechnung {n}-26 über 89,{n} EUR ist bis zum 25.03.2026 zu begleichen, spätestens jedoch am 31.03.2026.',
  'A late payment fee of £40.00 applies after the reminder of 19 January 2026; the balance now stands at £2,404.{n}.',
  'Ihre bislang erreichte Rentenanwartschaft entspräche einer monatlichen Rente von 1.184,{n} Euro ab Februar 2027.',
  'The inspection of Friday, 6 March 2026 found nothing to report, and the next one is due on 6 March 2027.',
  'Zahlung innerhalb von 10 Tagen mit 2 % Skonto, danach netto innerhalb von 30 Tagen ohne Abzug.',
  'Your Mastercard ending 0925 will be debited on 27 February 2026 for the amount of $1,{n}.00 in total.',
  'Es ergibt sich eine Erstattung von insgesamt 1.159,{n} EUR, die wir am 14.04.2026 auf Ihr Konto überweisen.',
];

/** A mail of `paragraphs` paragraphs of running text, then a closing, a signature and a quoted earlier message. */
function longMail(paragraphs: number): TDocumentText {
  const body: string[] = [];
  for (let index = 0; index < paragraphs; index++) {
    body.push(SENTENCES.map((sentence) => sentence.replaceAll('{n}', String(10 + (index % 89)))).join(' '), '');
  }
  const text = [
    'Subject: Your account statement and the open items',
    'From: Priya Raman <priya.raman@northgate.example>',
    'To: Accounts <accounts@sonnenschein.example>',
    'Date: Tue, 3 Mar 2026 09:30:00 +0100',
    '',
    'Dear Sir or Madam,',
    '',
    ...body,
    'Kind regards,',
    '',
    'Priya Raman',
    'Credit Control | Northgate Supply Ltd',
    '',
    'On 20 Feb 2026, at 09:30, Accounts wrote:',
    '> Please send us the statement.',
  ].join('\n');
  return { fileName: 'long.eml', contentType: 'message/rfc822', pages: [{ page: 1, text }], warnings: [] };
}

const string = (name: string, format?: 'date' | 'email'): TSchemaProperty => ({ type: 'string', name, format });
const number = (name: string): TSchemaProperty => ({ type: 'number', name });

// Fields of every kind the sentence reader and the mail rules answer: dates, sums, numbers, codes, parties.
const SIXTY: TOutputSchema = [
  ...['due_date', 'debit_date', 'shipped_on', 'delivery_date', 'order_date', 'inspection_date', 'letzte_erinnerung']
    .concat(['faelligkeitsdatum', 'abbuchungsdatum', 'versanddatum', 'zustelltag', 'bestelldatum', 'sent_on'])
    .concat(['original_due_date', 'ausfuehrung_ab', 'renewal_date', 'start_date', 'end_date', 'valid_until'])
    .map((name) => string(name, 'date')),
  ...['late_fee', 'erreichte_rente', 'skonto_prozent', 'skonto_tage', 'total', 'balance', 'refund_amount']
    .concat(['mahnstufe', 'reminder_level', 'discount_percent', 'amount_due', 'gesamtbetrag', 'erstattung'])
    .concat(['monthly_rent', 'deposit', 'fee', 'quantity', 'weight_kg', 'distance_km', 'price_per_unit'])
    .map(number),
  ...['order_number', 'invoice_number', 'rechnungsnummer', 'bestellnummer', 'customer_number', 'reference']
    .concat(['contactName', 'ordered_by', 'card_last4', 'currency', 'carrier', 'payment_method', 'room'])
    .concat(['sender', 'recipient', 'company', 'subject_code', 'ticket_id'])
    .map((name) => string(name)),
  ...['sender_email', 'recipient_email', 'email'].map((name) => string(name, 'email')),
];

const request = (schema: TOutputSchema, document: TDocumentText): TExtractionRequest => ({
  documents: [document],
  schema,
  instructions: { inputDescription: '', outputLanguage: 'en', titleConfig: { mode: 'automatic' } },
});

const provider = createLocalProvider();
const PARAGRAPHS = (process.argv[2] ?? '5').split(',').map(Number);

/** The best of three timings, in milliseconds (the machine is shared: the least disturbed run counts). */
async function best(work: () => Promise<unknown>): Promise<number> {
  let fastest = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 3; round += 1) {
    const started = performance.now();
    await work();
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

const first = SIXTY[0];
if (SIXTY.length !== 60 || !first) {
  throw new Error(`The wide schema has ${SIXTY.length} fields, not 60`);
}
for (const paragraphs of PARAGRAPHS) {
  const document = longMail(paragraphs);
  const wide = await best(() => provider.extract(request(SIXTY, document), {}));
  const narrow = await best(() => provider.extract(request([first], document), {}));
  console.log(
    `${String(paragraphs * SENTENCES.length).padStart(5)} sentences   60 fields ${wide.toFixed(0).padStart(6)} ms   1 field ${narrow.toFixed(0).padStart(5)} ms   60/1 ${(wide / narrow).toFixed(1)}`,
  );
}
