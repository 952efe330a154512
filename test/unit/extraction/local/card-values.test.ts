// Values a card, badge, certificate, ticket or letter prints without a label (session 18, cards18): a place's parts
// written inline ("Wagen 7, Platz 45"), a car park's "IN 14:32 / OUT 17:05", a document's title as its type, the
// holder of a certificate or voucher, and the person and job title on a card or under a letter's closing. Each says
// nothing where the document holds a second candidate or the words around it name something else.
import { describe, expect, it } from '@jest/globals';
import { cardPerson, holderName, personOverJob } from '../../../../src/extraction/providers/local/card-persons.ts';
import { entryExitTime } from '../../../../src/extraction/providers/local/entry-exit-times.ts';
import { inlinePlace, placeParts } from '../../../../src/extraction/providers/local/inline-seats.ts';
import type { TLine } from '../../../../src/extraction/providers/local/lines.ts';
import { eventTitle, namesDocumentType, titleType } from '../../../../src/extraction/providers/local/title-types.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../../helpers/hang-guard.ts';

const line = (text: string): TLine => ({ fileName: 'card.txt', page: 1, text, cells: [] });
const lines = (...texts: string[]) => texts.map(line);
const quote = (source: { text: string } | null | undefined) => source?.text ?? null;

describe("a place's parts written inline", () => {
  it('gives each labelled part its own short value, past commas and middle dots', () => {
    const ticket = lines('Hamburg Hbf → Köln Hbf', 'Wagen 7, Platz 45, Großraum, Fenster');
    expect(quote(inlinePlace(ticket, ['wagen']))).toBe('7');
    expect(quote(inlinePlace(ticket, ['platz']))).toBe('45');
    const concert = lines('Sitzplatz Kategorie 2', 'Block 13 · Reihe 4 · Platz 21');
    expect(quote(inlinePlace(concert, ['reihe']))).toBe('4');
    expect(quote(inlinePlace(concert, ['platz']))).toBe('21');
    expect(quote(inlinePlace(lines('Stalls, Row F, Seat 14'), ['seat', 'number']))).toBe('14');
    expect(quote(inlinePlace(lines('Deck 5 · Cabin 5127 · Berth B'), ['berth']))).toBe('B');
    const source = inlinePlace(lines('Halle 5 · Stand C41'), ['stand']);
    expect(source?.line.text.slice(source.quoteStart, source.quoteEnd)).toBe('C41');
  });

  it('says nothing for a lone label, a long value, two values of one label, or a field of other words', () => {
    expect(inlinePlace(lines('Platz 45'), ['platz'])).toBeNull();
    expect(inlinePlace(lines('Seite 1 / 2'), ['seite'])).toBeNull();
    expect(inlinePlace(lines('Wagen 7, Platz Fensterseite'), ['platz'])).toBeNull();
    expect(inlinePlace(lines('Wagen 7, Platz 45', 'Wagen 9, Platz 12'), ['platz'])).toBeNull();
    expect(inlinePlace(lines('Wagen 7, Platz 45'), ['seat'])).toBeNull();
    expect(inlinePlace(lines('Wagen 7, Platz 45'), ['platz', 'wagen', 'nr'])).toBeNull();
    expect(placeParts('Thank you, see you soon')).toEqual([]);
  });
});

describe("a car park's entry and exit times", () => {
  it('reads IN and OUT, EIN and AUS for the field of their side', () => {
    const ticket = lines('Riverside Multi-Storey', 'IN 14:32 / OUT 17:05');
    expect(quote(entryExitTime(ticket, ['entry', 'time']))).toBe('14:32');
    expect(quote(entryExitTime(ticket, ['exit', 'time']))).toBe('17:05');
    expect(quote(entryExitTime(lines('EIN 08:12   AUS 11:47'), ['ausfahrt']))).toBe('11:47');
  });

  it('says nothing for one side alone, a lower-case preposition or a field of another time', () => {
    expect(entryExitTime(lines('IN 14:32'), ['entry', 'time'])).toBeNull();
    expect(entryExitTime(lines('back in 10:00 and out 11:00'), ['entry', 'time'])).toBeNull();
    expect(entryExitTime(lines('IN 14:32 / OUT 17:05'), ['start', 'time'])).toBeNull();
    expect(entryExitTime(lines('IN 14:32 / OUT 17:05'), ['entry', 'fee'])).toBeNull();
  });
});

describe("a document's title as its type", () => {
  it('is the one short title near the top that names a kind of document', () => {
    const certificate = lines('Certificate of Completion', '', 'This certifies that Anna Berger has completed');
    expect(quote(titleType(certificate, ['certificate', 'type']))).toBe('Certificate of Completion');
    expect(quote(titleType(lines('Bildungswerk Süd e. V.', 'Teilnahmebestätigung'), ['dokumentart']))).toBe(
      'Teilnahmebestätigung',
    );
    expect(namesDocumentType(['urkundenart'])).toBe(true);
    expect(namesDocumentType(['zahlungsart'])).toBe(false);
    expect(namesDocumentType(['room', 'type'])).toBe(false);
  });

  it('says nothing for two titles, a title with a number or a title far down', () => {
    expect(titleType(lines('Booking Confirmation', 'Cancellation Notice'), ['document', 'type'])).toBeNull();
    expect(titleType(lines('Rechnung Nr. 2291'), ['document', 'type'])).toBeNull();
    const far = lines('A', 'B', 'C', 'D', 'E', 'F', 'Certificate of Completion');
    expect(titleType(far, ['certificate', 'type'])).toBeNull();
  });
});

describe("an event's name on a ticket's or badge's first line", () => {
  it('is the heading of a short ticket or badge for a field naming the event', () => {
    const ticket = lines('Summer Jazz Night', 'General Admission', 'Friday 14 August 2026, 19:30', '£28.00');
    expect(quote(eventTitle(ticket, ['event', 'name']))).toBe('Summer Jazz Night');
    expect(quote(eventTitle(lines('LogiMAT 2026', 'Ausstellerausweis', 'Carsten Mehl'), ['messe']))).toBe(
      'LogiMAT 2026',
    );
  });

  it('says nothing for a product, a title of a kind of document, a date, a sentence or a long document', () => {
    expect(eventTitle(lines('Hollow Oak Apiaries', 'Organic Wildflower Honey'), ['product', 'name'])).toBeNull();
    expect(eventTitle(lines('Booking Confirmation', 'Thomas Reed'), ['event', 'name'])).toBeNull();
    expect(eventTitle(lines('Sa, 11.07.2026', 'Block 13'), ['veranstaltung'])).toBeNull();
    expect(eventTitle(lines('Vielen Dank für Ihre Bestellung!'), ['veranstaltung'])).toBeNull();
    expect(eventTitle(lines('Kessler Events GmbH', 'Sommerfest'), ['event'])).toBeNull();
    const long = lines('Summer Jazz Night', ...Array.from({ length: 20 }, (_, index) => `Line ${index}`));
    expect(eventTitle(long, ['event', 'name'])).toBeNull();
  });
});

describe('a person without a label', () => {
  it('is the holder after "certifies that", "verliehen an", "awarded to" or a voucher\'s "für"', () => {
    expect(quote(holderName(lines('This certifies that Anna Berger has successfully completed the course')))).toBe(
      'Anna Berger',
    );
    expect(quote(holderName(lines('Teilnahmeurkunde', 'verliehen an', '', 'Lena Hoffmann')))).toBe('Lena Hoffmann');
    expect(quote(holderName(lines('Hiermit wird bestätigt, dass', 'Herr Martin Schulze', 'am 05.03.2026')))).toBe(
      'Martin Schulze',
    );
    expect(quote(holderName(lines('GUTSCHEIN', 'für Anna Berger', 'im Wert von 50,00 €')))).toBe('Anna Berger');
    expect(quote(cardPerson(lines('is hereby awarded to', 'Oliver Grant'), ['awarded', 'to']))).toBe('Oliver Grant');
  });

  it('is the person over the one job title of a card or a closing, and that job title', () => {
    const card = lines('Northwind Logistics Ltd', '', 'Sarah Whitfield', 'Head of Operations', '+44 20 7946 0321');
    expect(quote(cardPerson(card, ['name']))).toBe('Sarah Whitfield');
    expect(quote(cardPerson(card, ['job', 'title']))).toBe('Head of Operations');
    const letter = lines('Mit freundlichen Grüßen', '', 'Petra Lindner', 'Sachbearbeiterin Kundenservice');
    expect(quote(cardPerson(letter, ['absender', 'funktion']))).toBe('Sachbearbeiterin Kundenservice');
  });

  it('says nothing for a thing named in capitals, two persons, a company field, or no holder words', () => {
    expect(holderName(lines('for outstanding effort in mathematics'))).toBeNull();
    expect(holderName(lines('This certifies that', 'Summer Jazz Night'))).toBeNull();
    expect(holderName(lines('awarded to', 'Anna Berger', 'presented to', 'Lena Hoffmann'))).toBeNull();
    expect(holderName(lines('Anna Berger', 'Lena Hoffmann'))).toBeNull();
    const two = lines('Anna Berger', 'Head of Sales', '', 'Lena Hoffmann', 'Senior Engineer');
    expect(personOverJob(two)).toBeNull();
    const card = lines('Sarah Whitfield', 'Head of Operations');
    expect(cardPerson(card, ['company', 'name'])).toBeNull();
    expect(cardPerson(card, ['title'])).toBeNull();
    expect(cardPerson(card, ['manager', 'name'])).toBeNull();
    expect(cardPerson(lines('Summer Jazz Night', 'Head of Operations'), ['name'])).toBeNull();
    expect(cardPerson(lines('DataOps Summit 2026', 'Senior Data Engineer'), ['attendee', 'name'])).toBeNull();
  });
});

describe('hostile input', () => {
  it(
    'reads 100,000 characters of inline parts, holder words, sides and blanks in one pass',
    async () => {
      const parts = Array.from({ length: 10_000 }, () => line('Platz 4, Reihe 5 · '));
      parts.push(line(`${'Platz 4 · '.repeat(10_000)}${' '.repeat(100_000)}`));
      expect(
        quote((await guardedReader('providers/local/inline-seats.ts', 'inlinePlace', parts, ['platz'])) as null),
      ).toBe('4');
      const holders = Array.from({ length: 20_000 }, () => line('verliehen an'));
      holders.push(line(`This certifies that ${'Anna '.repeat(20_000)}has`));
      expect(await guardedReader('providers/local/card-persons.ts', 'holderName', holders)).toBeNull();
      // The same signer over the same job, 10,000 times: one pair (a long document, so only a signer's job is read).
      const jobs = Array.from({ length: 20_000 }, (_, index) => line(index % 2 ? 'Head of Sales' : 'Anna Berger'));
      expect(
        quote(
          (await guardedReader('providers/local/card-persons.ts', 'cardPerson', jobs, ['signatory', 'role'])) as null,
        ),
      ).toBe('Head of Sales');
      const sides = [line(`IN 1${'1:11 '.repeat(25_000)}`), line(`${'\u2003'.repeat(100_000)}OUT 17:05`)];
      expect(
        await guardedReader('providers/local/entry-exit-times.ts', 'entryExitTime', sides, ['exit', 'time']),
      ).toBeNull();
      const titles = [line(`Certificate ${'of '.repeat(40_000)}`), ...Array.from({ length: 20_000 }, () => line('x'))];
      expect(await guardedReader('providers/local/title-types.ts', 'eventTitle', titles, ['event', 'name'])).toBeNull();
      expect(
        await guardedReader('providers/local/title-types.ts', 'titleType', titles, ['document', 'type']),
      ).toBeNull();
    },
    GUARDED_TEST_MS,
  );
});
