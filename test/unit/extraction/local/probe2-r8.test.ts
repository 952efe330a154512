import { describe, it } from '@jest/globals';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractVerified as run } from '../local-provider-helpers.ts';

const items = (fields: [string, 'string' | 'number'][], name = 'items'): TOutputSchema[number] => ({
  name, type: 'array', items: { type: 'object', properties: fields.map(([field, type]) => ({ name: field, type })) },
});
const show = (label: string, value: unknown) => console.log(label, JSON.stringify(value));

describe('probe', () => {
  it('C', async () => {
    const doc = ['Rechnung 2026-044', '', 'Widget A        2     10,00     19     18,00', 'Widget B        3      5,00     19     13,50', 'Widget C        4      2,50      7      9,00', '', 'Summe netto                   40,50'].join('\n');
    show('C1', await run(doc, [items([['description', 'string'], ['quantity', 'number'], ['unit_price', 'number'], ['vat_rate', 'number'], ['total', 'number']])]));
    const doc2 = ['Rechnung 2026-044', '', 'Widget A        2     10,00     18,00', 'Widget B        3      5,00     13,50', 'Widget C        4      2,50      9,00', '', 'Summe netto                   40,50'].join('\n');
    show('C2', await run(doc2, [items([['description', 'string'], ['quantity', 'number'], ['unit_price', 'number'], ['total', 'number']])]));
  });
  it('R receipt', async () => {
    const doc = ['REWE Markt', '', 'Milch 1,5%          2      1,98', 'Brot                1      2,49', 'Eier 10er           7      2,99', '', 'SUMME               7,46', 'MwSt 7 %  0,49'].join('\n');
    show('R1', await run(doc, [items([['description', 'string'], ['quantity', 'number'], ['total', 'number']])]));
  });
  it('U units', async () => {
    const doc = ['Invoice 9', '', 'Description        Qty      Price     Total', 'Cable ties         2 x      1.50      3.00', 'Tape               3 pcs    2.00      6.00', '', 'Total                               9.00'].join('\n');
    show('U1', await run(doc, [items([['description', 'string'], ['quantity', 'number'], ['unit', 'string'], ['price', 'number'], ['total', 'number']])]));
  });
  it('S side by side', async () => {
    const doc = ['Lohnabrechnung März 2026', '', 'Bezüge           Betrag      Abzüge               Betrag', 'Grundgehalt    3.200,00      Lohnsteuer           412,50', 'Zulage           150,00      Krankenversicherung  260,10', '', 'Auszahlung  2.677,40'].join('\n');
    show('S1', await run(doc, [items([['bezeichnung', 'string'], ['betrag', 'number']], 'abzuege')]));
    show('S2', await run(doc, [items([['bezeichnung', 'string'], ['betrag', 'number']], 'bezuege')]));
  });
  it('Y year with due date next year', async () => {
    const doc = ['Hotel Elbblick', 'Rechnung vom 14.04.2026', '', 'Datum    Leistung                 Betrag', '12.04.   Übernachtung              98,00', '13.04.   Übernachtung              98,00', '', 'Summe                           196,00'].join('\n');
    show('Y1', await run(doc, [items([['datum', 'string'], ['leistung', 'string'], ['betrag', 'number']], 'leistungen')]));
  });
  it('G glued header', async () => {
    const doc = ['Invoice 9', '', 'ItemDescription    Qty    Total', 'Cable ties         2      3.00', 'Tape               3      6.00', '', 'Total              9.00'].join('\n');
    show('G1', await run(doc, [items([['description', 'string'], ['quantity', 'number'], ['total', 'number']])]));
  });
});
