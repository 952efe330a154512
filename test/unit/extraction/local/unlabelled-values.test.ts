// Values printed without any label (session 17, nolabel17): the one sum of money of a ticket, voucher or short letter
// for a price/amount field, the one time of day of an appointment card for a time field, and a ticket's route
// "A → B" for the journey's start and end. Each says nothing where the document holds a second value of its kind.
import { describe, expect, it } from '@jest/globals';
import { guessLeaf } from '../../../../src/extraction/providers/local/guesses.ts';
import { documentLines, type TLine } from '../../../../src/extraction/providers/local/lines.ts';
import {
  loneCode,
  onlyAmount,
  onlyTime,
  routeEnd,
} from '../../../../src/extraction/providers/local/unlabelled-values.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../../helpers/hang-guard.ts';

const line = (text: string): TLine => ({ fileName: 'card.txt', page: 1, text, cells: [] });
const lines = (...texts: string[]) => texts.map(line);
const quote = (source: { text: string } | null) => source?.text ?? null;

describe('the one sum of money a document prints', () => {
  it('is the price of a ticket or the value of a voucher', () => {
    const ticket = lines('ADMIT ONE', 'O2 Academy Brixton', 'SATURDAY 18 APRIL 2026', '£45.50', 'TM-8830-1147-26');
    expect(quote(onlyAmount(ticket, ['price'], []))).toBe('£45.50');
    const voucher = lines('GUTSCHEIN', 'im Wert von', '50,00 €', 'Gültig bis 31.12.2029');
    expect(quote(onlyAmount(voucher, ['voucher', 'value'], []))).toBe('50,00 €');
    const letter = lines('Ab dem 1. April beträgt sie 215,00 €.', 'Bitte ändern Sie Ihren Dauerauftrag.');
    expect(quote(onlyAmount(letter, ['betrag'], []))).toBe('215,00 €');
  });

  it('says nothing beside a second sum, after a label of other words, for a part of a sum, or once a field holds it', () => {
    expect(onlyAmount(lines('2,49', '1 l = 1,66 €'), ['price'], [])).toBeNull();
    expect(onlyAmount(lines('Ticket £45.50', 'Booking fee £3.00'), ['price'], [])).toBeNull();
    expect(onlyAmount(lines('Kaution: 500,00 €'), ['betrag'], [])).toBeNull();
    expect(onlyAmount(lines('Previous monthly price:   £36.00'), ['new', 'monthly', 'price'], [])).toBeNull();
    expect(onlyAmount(lines('Your deposit of €200.00 was refunded.'), ['amount', 'paid'], [])).toBeNull();
    expect(onlyAmount(lines('Hotline 0531-12345, EUR 0,14/min'), ['price'], [])).toBeNull();
    expect(onlyAmount(lines('Ticket £45.50'), ['booking', 'fee'], [])).toBeNull();
    expect(onlyAmount(lines('A fee of £30 applies to missed appointments.'), ['deposit', 'paid'], [])).toBeNull();
    expect(quote(onlyAmount(lines('Deposit Protection Certificate', '£1,380.00'), ['deposit', 'amount'], []))).toBe(
      '£1,380.00',
    );
    const found = [{ property: { name: 'deposit', type: 'number' as const }, value: 45.5 }];
    expect(onlyAmount(lines('Deposit £45.50'), ['price'], found)).toBeNull();
  });
});

describe('the one time of day a document prints', () => {
  it('is the time of an appointment', () => {
    const card = lines('Your next appointment', 'Tuesday 24 March 2026', '10:15', 'with Dr Aisha Khan');
    expect(quote(onlyTime(card, ['appointment', 'time']))).toBe('10:15');
  });

  it('says nothing beside a second time or after words of another kind of time', () => {
    expect(onlyTime(lines('Arrival 14:00', 'Departure 11:00'), ['start', 'time'])).toBeNull();
    expect(quote(onlyTime(lines('Einlass ab 18:30 Uhr', 'Sa, 09.05.2026 · 20:00 Uhr'), ['start', 'time']))).toBe(
      '20:00',
    );
    expect(onlyTime(lines('Boarding 07:25'), ['departure', 'time'])).toBeNull();
    expect(onlyTime(lines('Hotel Seeblick', 'Check-out until   11:00'), ['check', 'out', 'time'])).toBeNull();
    expect(onlyTime(lines('10:15'), ['appointment', 'date'])).toBeNull();
  });
});

describe("a ticket's route", () => {
  it('gives the place before the arrow for the start and the one after it for the end', () => {
    const ticket = lines('Online-Ticket', 'Berlin Hbf → München Hbf', 'Sa, 14.03.2026');
    expect(quote(routeEnd(ticket, ['from', 'station']))).toBe('Berlin Hbf');
    expect(quote(routeEnd(ticket, ['to', 'station']))).toBe('München Hbf');
    expect(quote(routeEnd(lines('Frankfurt FRA  →  Lisbon LIS'), ['destination']))).toBe('Lisbon');
  });

  it('says nothing for two routes, sides that are no places, or a field of another thing', () => {
    expect(routeEnd(lines('Hamburg → Köln', 'Köln → Hamburg'), ['origin'])).toBeNull();
    expect(routeEnd(lines('Status: offen → bezahlt am 12.03.2026'), ['origin'])).toBeNull();
    expect(routeEnd(lines('Berlin Hbf → München Hbf'), ['to', 'name'])).toBeNull();
  });

  it(
    'reads a line of 100,000 equal times and sums in one pass each',
    async () => {
      const times = [line('10:15 '.repeat(100_000))];
      const time = (await guardedReader('providers/local/unlabelled-values.ts', 'onlyTime', times, ['time'])) as {
        text: string;
      } | null;
      expect(time?.text).toBe('10:15');
      const sums = [line('1,00 € 1,00 '.repeat(50_000))];
      const sum = (await guardedReader('providers/local/unlabelled-values.ts', 'onlyAmount', sums, ['price'], [])) as {
        text: string;
      } | null;
      expect(sum?.text).toBe('1,00 €');
    },
    GUARDED_TEST_MS,
  );
});

describe("a ticket's one date after its weekday", () => {
  it('is the day the ticket records, not a letter\'s place-and-date line ("Sa" is no place)', () => {
    const text = 'Online-Ticket\nKatrin Wolters\nBerlin Hbf → München Hbf\nSa, 14.03.2026\nGesamtpreis 79,90 €';
    const ticket = documentLines([
      { fileName: 'ticket.txt', contentType: 'text/plain', pages: [{ page: 1, text }], warnings: [] },
    ]);
    const property = { name: 'travel_date', type: 'string', format: 'date' } as const;
    expect(guessLeaf(property, ticket, ['travel', 'date'])?.text).toBe('14.03.2026');
  });
});

describe('the one code a ticket, voucher or parcel label prints alone on a line', () => {
  it('is the ticket, voucher, booking or tracking number', () => {
    const ticket = lines('ADMIT ONE', 'SATURDAY 18 APRIL 2026', '£45.50', 'TM-8830-1147-26');
    expect(quote(loneCode(ticket, ['ticket', 'number'], []))).toBe('TM-8830-1147-26');
    expect(quote(loneCode(lines('GUTSCHEIN', '50,00 €', 'GH-2026-0318'), ['voucher', 'code'], []))).toBe(
      'GH-2026-0318',
    );
    expect(
      quote(
        loneCode(
          lines('Lea Hoffmann', '70176 Stuttgart', '2,4 kg', '00340434161094021117'),
          ['tracking', 'number'],
          [],
        ),
      ),
    ).toBe('00340434161094021117');
  });

  it('says nothing for two codes, a code a label names elsewhere, a field of another thing, or a date alone', () => {
    expect(loneCode(lines('TM-8830-1147-26', 'X7KQ2M'), ['ticket', 'number'], [])).toBeNull();
    expect(loneCode(lines('Auftragsnummer: X7KQ2M', 'X7KQ2M'), ['booking', 'code'], [])).toBeNull();
    expect(loneCode(lines('RECHNUNG', '2026-0412'), ['customer', 'number'], [])).toBeNull();
    expect(loneCode(lines('Ticket', '2026-04-18'), ['ticket', 'number'], [])).toBeNull();
  });
});
