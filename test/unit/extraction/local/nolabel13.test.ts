// Session 13 (nolabel13): how a printed label links a field when no word is shared — translations and compound
// heads, inflections, a doer against the one it is done to, a sum named without its kind word, account fields as
// numbers, issuing bodies, time values — and the structural fallback's claims on whole tokens only.
import { describe, expect, it } from '@jest/globals';
import { clockValue } from '../../../../src/extraction/providers/local/clock-values.ts';
import { extractResult } from '../../../../src/extraction/providers/local/extract-result.ts';
import { learnedField } from '../../../../src/extraction/providers/local/learned-features.ts';
import { documentLines } from '../../../../src/extraction/providers/local/lines.ts';
import { nameAffinity, wordAffinity } from '../../../../src/extraction/providers/local/name-affinity.ts';
import { partyRole } from '../../../../src/extraction/providers/local/parties.ts';
import { holdsToken } from '../../../../src/extraction/providers/local/residual-fill.ts';
import { namesMoney } from '../../../../src/extraction/providers/local/value-kinds.ts';
import type { TOutputSchema, TSchemaProperty } from '../../../../src/extraction/schema/output-schema.ts';
import { textDocument } from '../local-provider-helpers.ts';

const linesOf = (text: string) => documentLines([textDocument(text)]);
const field = (name: string, type: 'string' | 'number' = 'string', format?: 'date') =>
  learnedField({ name, type, ...(format ? { format } : {}) } as TSchemaProperty, name);

describe('name affinity without a shared word', () => {
  it("links a German compound by its head, also through the field's translation", () => {
    expect(nameAffinity(field('location'), ['tatort'])).toBeGreaterThanOrEqual(0.6);
    expect(nameAffinity(field('result'), ['untersuchungsergebnis'])).toBeGreaterThanOrEqual(0.6);
    expect(nameAffinity(field('property'), ['grundstueck'])).toBeGreaterThanOrEqual(0.6);
    // A head inside a word that is no compound of it is none: "Ortsteil" does not end in "ort".
    expect(nameAffinity(field('location'), ['ortsteil'])).toBe(0);
  });

  it("counts a date word for a date field and a sum's word for a money field, never alone", () => {
    expect(nameAffinity(field('donated_on', 'string', 'date'), ['tag', 'der', 'zuwendung'])).toBeGreaterThanOrEqual(
      0.6,
    );
    expect(nameAffinity(field('amount_owed', 'number'), ['balance', 'due'])).toBe(1);
    // "Balance" alone names any sum.
    expect(nameAffinity(field('amount_owed', 'number'), ['balance'])).toBe(0);
  });

  it('reads inflections as one stem and keeps a doer apart from the one it is done to', () => {
    expect(wordAffinity('boards', 'boarding')).toBe(1);
    expect(wordAffinity('insured', 'insurer')).toBe(0);
    expect(wordAffinity('employee', 'employer')).toBe(0);
    expect(wordAffinity('assigned', 'assignee')).toBe(1);
  });

  it('completes a sum named without its kind word from the vocabulary ("opening" balance)', () => {
    expect(nameAffinity(field('opening', 'number'), ['balance', 'brought', 'forward'])).toBe(1);
    expect(nameAffinity(field('opening', 'number'), ['balance', 'carried', 'forward'])).toBe(0);
  });
});

describe('the structural fallback with fields named in other words', () => {
  it('fills an opening and a closing balance and a sum owed from their printed labels', () => {
    const schema: TOutputSchema = [
      { name: 'opening', type: 'number' },
      { name: 'closing', type: 'number' },
      { name: 'amount_owed', type: 'number' },
    ];
    const text = [
      'Balance brought forward      £1,204.55',
      'Balance carried forward      £1,836.08',
      '',
      'BALANCE DUE                  $87.42',
    ].join('\n');
    expect(extractResult(schema, linesOf(text)).result).toEqual({
      opening: 1204.55,
      closing: 1836.08,
      amount_owed: 87.42,
    });
  });

  it("takes a number another field's value only holds as a part of a longer token", () => {
    expect(holdsToken('Rental Agreement #: 884120673', '412')).toBe(false);
    expect(holdsToken('Miles: 412', '412')).toBe(true);
    const schema: TOutputSchema = [
      { name: 'agreement', type: 'string' },
      { name: 'miles_driven', type: 'number' },
    ];
    const text = 'Rental Agreement #: 884120673\n\nOdometer out: 21,877   Odometer in: 22,289   Miles: 412';
    expect(extractResult(schema, linesOf(text)).result).toEqual({ agreement: '884120673', miles_driven: 412 });
  });
});

describe('what a field names decides the kind of its value', () => {
  it("reads an account field as the account's number, not the addressee's name", () => {
    const schema: TOutputSchema = [{ name: 'tenant_account', type: 'string' }];
    const text = [
      'Hansa Wohnbau GmbH · Ballindamm 8 · 20095 Hamburg',
      '',
      'Herrn',
      'Martin Köhler',
      'Lindenallee 14',
      '22869 Schenefeld',
      '',
      'Mieterkonto:  3104-0228',
    ].join('\n');
    expect(extractResult(schema, linesOf(text)).result).toEqual({ tenant_account: '3104-0228' });
  });

  it('takes an issuing body from the letterhead, and no title of a certificate as one', () => {
    expect(partyRole(['authority'])).toBe('issuer');
    expect(partyRole(['school'])).toBe('issuer');
    // A year of a school is no party.
    expect(partyRole(['school', 'year'])).toBeNull();
    const schema: TOutputSchema = [{ name: 'authority', type: 'string' }];
    const notice = 'Stadt Bielefeld\nDer Oberbürgermeister · Amt für Finanzen\n\nKassenzeichen: 4.2105.331870.7';
    expect(extractResult(schema, linesOf(notice)).result).toEqual({ authority: 'Stadt Bielefeld' });
    const charity: TOutputSchema = [{ name: 'charity', type: 'string' }];
    const receipt = 'Bestätigung über Geldzuwendungen\n\nBetrag: 250,00 €';
    expect(extractResult(charity, linesOf(receipt)).result.charity).toBeUndefined();
  });

  it('gives a time field no text without a digit, and a 12-hour clock as HH:MM when asked', () => {
    expect(clockValue('PASS')).toBeNull();
    expect(clockValue('6:30 PM', 'time doors open, HH:MM')).toBe('18:30');
    expect(clockValue('12:15 a.m.', 'HH:MM')).toBe('00:15');
    expect(clockValue('6:30 PM')).toBe('6:30 PM');
    const schema: TOutputSchema = [{ name: 'boarding_time', type: 'string' }];
    expect(extractResult(schema, linesOf('AER LINGUS   BOARDING PASS\n\nNAME   OKONKWO/ADA')).result).toEqual({});
  });
});

describe('general words of business documents (session 13)', () => {
  it('names payments by what they pay for as sums, and fills old and new rent from their German labels', () => {
    expect(namesMoney(['old', 'rent'])).toBe(true);
    expect(namesMoney(['nettokaltmiete'])).toBe(true);
    expect(namesMoney(['current'])).toBe(false);
    const schema: TOutputSchema = [
      { name: 'old_rent', type: 'number' },
      { name: 'new_rent', type: 'number' },
      { name: 'effective', type: 'string', format: 'date' },
      { name: 'sales_rep', type: 'string' },
    ];
    const text = [
      'Ihr Einrichtungsberater:   Jana Wieland',
      '',
      '   bisherige Nettokaltmiete           640,00 €',
      '   künftige Nettokaltmiete            688,00 €',
      '   wirksam ab                       01.07.2026',
    ].join('\n');
    expect(extractResult(schema, linesOf(text)).result).toEqual({
      old_rent: 640,
      new_rent: 688,
      effective: '2026-07-01',
      sales_rep: 'Jana Wieland',
    });
  });

  it('splits a German station compound, so that "Von" and "Nach" name its departure and destination', () => {
    const schema: TOutputSchema = [
      { name: 'abfahrtsbahnhof', type: 'string' },
      { name: 'zielbahnhof', type: 'string' },
    ];
    const text = 'Von:   Köln Hbf\nNach:   Berlin Hbf';
    expect(extractResult(schema, linesOf(text)).result).toEqual({
      abfahrtsbahnhof: 'Köln Hbf',
      zielbahnhof: 'Berlin Hbf',
    });
  });
});
