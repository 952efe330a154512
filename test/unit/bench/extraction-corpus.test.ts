import { describe, expect, it } from '@jest/globals';
import { buildCorpus } from '../../../bench/extraction/corpus/build.ts';
import { FRESH_I_LAYOUT } from '../../../bench/extraction/corpus/fresh-i.ts';
import { FRESH_K_LAYOUT } from '../../../bench/extraction/corpus/fresh-k.ts';
import { FRESH_L_LAYOUT } from '../../../bench/extraction/corpus/fresh-l.ts';
import { FRESH_M_LAYOUT } from '../../../bench/extraction/corpus/fresh-m.ts';
import { FRESH_N_LAYOUT } from '../../../bench/extraction/corpus/fresh-n.ts';
import { FRESH_P_LAYOUT } from '../../../bench/extraction/corpus/fresh-p.ts';
import { FRESH_Q_LAYOUT } from '../../../bench/extraction/corpus/fresh-q.ts';
import { FRESH_R_LAYOUT } from '../../../bench/extraction/corpus/fresh-r.ts';
import { FRESH_S_LAYOUT } from '../../../bench/extraction/corpus/fresh-s.ts';
import { FRESH_U_LAYOUT } from '../../../bench/extraction/corpus/fresh-u.ts';
import { FRESH_V_LAYOUT } from '../../../bench/extraction/corpus/fresh-v.ts';
import { FRESH_W_LAYOUT } from '../../../bench/extraction/corpus/fresh-w.ts';
import { FRESH_X_LAYOUT } from '../../../bench/extraction/corpus/fresh-x.ts';
import { FRESH_Y_LAYOUT } from '../../../bench/extraction/corpus/fresh-y.ts';
import { SEALED_LAYOUTS } from '../../../bench/extraction/corpus/sealed.ts';
import { NAMED_SETS } from '../../../bench/extraction/eval-sets.ts';
import { FOLD_OF_LAYOUT } from '../../../bench/extraction/learn-data.ts';
import { absentFields } from '../../../bench/extraction/score.ts';
import { ZOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { validateResult } from '../../../src/extraction/schema/validate-result.ts';

type TCorpusDocument = ReturnType<typeof buildCorpus>[number];

const countsByFormat = (set: TCorpusDocument[]) =>
  Object.fromEntries(
    ['txt', 'pdf', 'docx', 'html', 'eml', 'png', 'scan'].map((format) => [
      format,
      set.filter((document) => document.format === format).length,
    ]),
  );

/**
 * A precision set: `kindCount` kinds, `perKind` senders each sharing one schema (as a team would keep it), and every
 * document leaving some of its schema's fields unstated (absent keys, never null).
 */
function expectSharedSchemasWithGaps(set: TCorpusDocument[], perKind: number, kindCount = 8) {
  const kinds = [...new Set(set.map((document) => document.kind))];
  expect(kinds).toHaveLength(kindCount);
  for (const kind of kinds) {
    const ofKind = set.filter((document) => document.kind === kind);
    expect(ofKind).toHaveLength(perKind);
    expect(new Set(ofKind.map((document) => document.schema)).size).toBe(1);
  }
  const withoutGaps = set.filter((document) => absentFields(document.schema, document.truth, {}).absent === 0);
  expect(withoutGaps.map((document) => document.id)).toEqual([]);
  const nulls = set.filter((document) => JSON.stringify(document.truth).includes('null'));
  expect(nulls.map((document) => document.id)).toEqual([]);
}

// A truth that its own schema rejects would count a correct extraction as a miss (or a failed one as right).
describe('extraction evaluation corpus', () => {
  const corpus = buildCorpus();

  it('gives every document a unique id', () => {
    const ids = corpus.map((document) => document.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('has schemas a user could save and truths that validate against them', () => {
    const problems = corpus.flatMap((document) => {
      const schema = ZOutputSchema.safeParse(document.schema);
      const truth = validateResult(document.schema, document.truth);
      return [
        ...(schema.success ? [] : [`${document.id}: schema ${schema.error.message}`]),
        ...truth.map((problem) => `${document.id}: ${problem.path} ${problem.message}`),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('holds sealed set I out: 30 documents, 15 per language, every format', () => {
    const setI = corpus.filter((document) => document.layout === FRESH_I_LAYOUT);
    expect(setI).toHaveLength(30);
    expect(setI.every((document) => document.heldOut && document.id.startsWith('fresh-i-'))).toBe(true);
    expect(setI.filter((document) => document.lang === 'de')).toHaveLength(15);
    expect(new Set(setI.map((document) => document.format))).toEqual(
      new Set(['txt', 'pdf', 'docx', 'html', 'eml', 'png', 'scan']),
    );
  });

  it('holds sealed set K out: 30 documents, 15 per language, at least 3 of every format, 15 kinds', () => {
    const setK = corpus.filter((document) => document.layout === FRESH_K_LAYOUT);
    expect(setK).toHaveLength(30);
    expect(setK.every((document) => document.heldOut && document.id.startsWith('fresh-k-'))).toBe(true);
    expect(setK.filter((document) => document.lang === 'de')).toHaveLength(15);
    const perFormat = ['txt', 'pdf', 'docx', 'html', 'eml', 'png', 'scan'].map(
      (format) => setK.filter((document) => document.format === format).length,
    );
    expect(perFormat.every((count) => count >= 3)).toBe(true);
    expect(new Set(setK.map((document) => document.kind)).size).toBeGreaterThanOrEqual(15);
  });

  it('holds sealed set L out: 30 documents, 15 per language, the agreed formats, 15 truth leaves or more each', () => {
    const setL = corpus.filter((document) => document.layout === FRESH_L_LAYOUT);
    expect(setL).toHaveLength(30);
    expect(setL.every((document) => document.heldOut && document.id.startsWith('fresh-l-'))).toBe(true);
    expect(setL.filter((document) => document.lang === 'de')).toHaveLength(15);
    expect(countsByFormat(setL)).toEqual({ txt: 5, pdf: 5, docx: 4, html: 4, eml: 4, png: 4, scan: 4 });
    const leaves = (value: unknown): number =>
      Array.isArray(value)
        ? value.reduce((sum: number, item) => sum + leaves(item), 0)
        : value !== null && typeof value === 'object'
          ? Object.values(value).reduce((sum: number, item) => sum + leaves(item), 0)
          : 1;
    expect(setL.filter((document) => leaves(document.truth) < 15).map((document) => document.id)).toEqual([]);
  });

  it('holds sealed set M out: 30 documents, 15 per language, the agreed formats, 15 truth leaves or more each', () => {
    const setM = corpus.filter((document) => document.layout === FRESH_M_LAYOUT);
    expect(setM).toHaveLength(30);
    expect(setM.every((document) => document.heldOut && document.id.startsWith('fresh-m-'))).toBe(true);
    expect(setM.filter((document) => document.lang === 'de')).toHaveLength(15);
    expect(countsByFormat(setM)).toEqual({ txt: 5, pdf: 5, docx: 4, html: 4, eml: 4, png: 4, scan: 4 });
    // The eight kinds users upload most, three documents each; six more of other kinds.
    const perKind = (kind: string) => setM.filter((document) => document.kind === kind).length;
    const common = ['invoice', 'receipt', 'shipping_notice', 'purchase_order', 'utility_bill', 'payslip'];
    expect([...common, 'bank_transfer', 'hotel_folio'].map(perKind)).toEqual([3, 3, 3, 3, 3, 3, 3, 3]);
    const leaves = (value: unknown): number =>
      Array.isArray(value)
        ? value.reduce((sum: number, item) => sum + leaves(item), 0)
        : value !== null && typeof value === 'object'
          ? Object.values(value).reduce((sum: number, item) => sum + leaves(item), 0)
          : 1;
    expect(setM.filter((document) => leaves(document.truth) < 15).map((document) => document.id)).toEqual([]);
  });

  it('holds sealed precision set P out: 24 documents, 12 per language, 8 kinds x 3 sharing one schema, gaps in every truth', () => {
    const setP = corpus.filter((document) => document.layout === FRESH_P_LAYOUT);
    expect(setP).toHaveLength(24);
    expect(setP.every((document) => document.heldOut && document.id.startsWith('fresh-p-'))).toBe(true);
    expect(setP.filter((document) => document.lang === 'de')).toHaveLength(12);
    expect(countsByFormat(setP)).toEqual({ txt: 4, pdf: 4, docx: 4, html: 4, eml: 4, png: 2, scan: 2 });
    expectSharedSchemasWithGaps(setP, 3);
  });
  it('has development precision set Q: 16 documents, 8 per language, 8 kinds x 2 sharing one schema, gaps in every truth', () => {
    const setQ = corpus.filter((document) => document.layout === FRESH_Q_LAYOUT);
    expect(setQ).toHaveLength(16);
    expect(setQ.every((document) => document.heldOut && document.id.startsWith('fresh-q-'))).toBe(true);
    expect(setQ.filter((document) => document.lang === 'de')).toHaveLength(8);
    expect(countsByFormat(setQ)).toEqual({ txt: 3, pdf: 3, docx: 3, html: 3, eml: 2, png: 1, scan: 1 });
    expectSharedSchemasWithGaps(setQ, 2);
  });
  it('holds sealed set N out: 30 documents, 15 per language, every format 4 times or more, 14 kinds or more, six kinds x 2 sharing one schema with gaps', () => {
    const setN = corpus.filter((document) => document.layout === FRESH_N_LAYOUT);
    expect(setN).toHaveLength(30);
    expect(setN.every((document) => document.heldOut && document.id.startsWith('fresh-n-'))).toBe(true);
    expect(setN.filter((document) => document.lang === 'de')).toHaveLength(15);
    expect(countsByFormat(setN)).toEqual({ txt: 5, pdf: 5, docx: 4, html: 4, eml: 4, png: 4, scan: 4 });
    expect(new Set(setN.map((document) => document.kind)).size).toBeGreaterThanOrEqual(14);
    // The documents whose schema another sender of set N uses too: two senders of each of six common kinds.
    const shared = setN.filter((document) =>
      setN.some((other) => other !== document && other.schema === document.schema),
    );
    expectSharedSchemasWithGaps(shared, 2, 6);
    expect(setN.filter((document) => JSON.stringify(document.truth).includes('null'))).toEqual([]);
  });
  it('holds sealed set R out: 30 documents, 15 per language, every format 4 times or more, 20 kinds or more, two kinds x 2 sharing one schema with gaps', () => {
    const setR = corpus.filter((document) => document.layout === FRESH_R_LAYOUT);
    expect(setR).toHaveLength(30);
    expect(setR.every((document) => document.heldOut && document.id.startsWith('fresh-r-'))).toBe(true);
    expect(setR.filter((document) => document.lang === 'de')).toHaveLength(15);
    expect(countsByFormat(setR)).toEqual({ txt: 5, pdf: 5, docx: 4, html: 4, eml: 4, png: 4, scan: 4 });
    expect(new Set(setR.map((document) => document.kind)).size).toBeGreaterThanOrEqual(20);
    // The documents whose schema another sender of set R uses too: two senders of each of two kinds.
    const shared = setR.filter((document) =>
      setR.some((other) => other !== document && other.schema === document.schema),
    );
    expectSharedSchemasWithGaps(shared, 2, 2);
    expect(setR.filter((document) => JSON.stringify(document.truth).includes('null'))).toEqual([]);
  });

  it('holds sealed set S out: 30 documents, 15 per language, every format 4 times or more, 24 kinds or more, gaps', () => {
    const setS = corpus.filter((document) => document.layout === FRESH_S_LAYOUT);
    expect(setS).toHaveLength(30);
    expect(setS.every((document) => document.heldOut && document.id.startsWith('fresh-s-'))).toBe(true);
    expect(setS.filter((document) => document.lang === 'de')).toHaveLength(15);
    expect(countsByFormat(setS)).toEqual({ txt: 5, pdf: 5, docx: 4, html: 4, eml: 4, png: 4, scan: 4 });
    expect(new Set(setS.map((document) => document.kind)).size).toBeGreaterThanOrEqual(24);
    // Precision: most schemas name a field the document does not state (an absent key, never null).
    const withGaps = setS.filter((document) => absentFields(document.schema, document.truth, {}).absent > 0);
    expect(withGaps.length).toBeGreaterThanOrEqual(20);
    expect(setS.filter((document) => JSON.stringify(document.truth).includes('null'))).toEqual([]);
  });

  it('holds sealed set U out: 30 documents of 30 kinds, 15 per language, every format 4 times or more, gaps', () => {
    const setU = corpus.filter((document) => document.layout === FRESH_U_LAYOUT);
    expect(setU).toHaveLength(30);
    expect(setU.every((document) => document.heldOut && document.id.startsWith('fresh-u51-'))).toBe(true);
    // "--only=fresh-u51" picks set U alone.
    expect(corpus.filter((document) => document.id.startsWith('fresh-u51'))).toHaveLength(30);
    expect(setU.filter((document) => document.lang === 'de')).toHaveLength(15);
    expect(countsByFormat(setU)).toEqual({ txt: 5, pdf: 5, docx: 4, html: 4, eml: 4, png: 4, scan: 4 });
    expect(new Set(setU.map((document) => document.kind)).size).toBe(30);
    const withGaps = setU.filter((document) => absentFields(document.schema, document.truth, {}).absent > 0);
    expect(withGaps.length).toBeGreaterThanOrEqual(25);
    expect(setU.filter((document) => JSON.stringify(document.truth).includes('null'))).toEqual([]);
  });

  it('holds sealed set V out: 30 documents of 30 kinds, 15 per language, every format 3 times or more, gaps', () => {
    const setV = corpus.filter((document) => document.layout === FRESH_V_LAYOUT);
    expect(setV).toHaveLength(30);
    expect(setV.every((document) => document.heldOut && document.id.startsWith('fresh-v-'))).toBe(true);
    // "--only=fresh-v-" picks set V alone.
    expect(corpus.filter((document) => document.id.startsWith('fresh-v-'))).toHaveLength(30);
    expect(setV.filter((document) => document.lang === 'de')).toHaveLength(15);
    expect(countsByFormat(setV)).toEqual({ txt: 4, pdf: 5, docx: 3, html: 5, eml: 5, png: 4, scan: 4 });
    expect(new Set(setV.map((document) => document.kind)).size).toBe(30);
    const withGaps = setV.filter((document) => absentFields(document.schema, document.truth, {}).absent > 0);
    expect(withGaps.length).toBeGreaterThanOrEqual(25);
    expect(setV.filter((document) => JSON.stringify(document.truth).includes('null'))).toEqual([]);
  });

  it('holds sealed set W out: 30 documents of 30 kinds, 15 per language, every format 4 times or more, gaps', () => {
    const setW = corpus.filter((document) => document.layout === FRESH_W_LAYOUT);
    expect(setW).toHaveLength(30);
    expect(setW.every((document) => document.heldOut && document.id.startsWith('fresh-w-'))).toBe(true);
    // "--only=fresh-w-" picks set W alone.
    expect(corpus.filter((document) => document.id.startsWith('fresh-w-'))).toHaveLength(30);
    expect(setW.filter((document) => document.lang === 'de')).toHaveLength(15);
    expect(countsByFormat(setW)).toEqual({ txt: 5, pdf: 5, docx: 4, html: 4, eml: 4, png: 4, scan: 4 });
    expect(new Set(setW.map((document) => document.kind)).size).toBe(30);
    const withGaps = setW.filter((document) => absentFields(document.schema, document.truth, {}).absent > 0);
    expect(withGaps.length).toBeGreaterThanOrEqual(25);
    expect(setW.filter((document) => JSON.stringify(document.truth).includes('null'))).toEqual([]);
  });

  it('holds sealed set X out: 30 documents of 30 kinds, 15 per language, every format 4 times or more, gaps', () => {
    const setX = corpus.filter((document) => document.layout === FRESH_X_LAYOUT);
    expect(setX).toHaveLength(30);
    expect(setX.every((document) => document.heldOut && document.id.startsWith('fresh-x-'))).toBe(true);
    // "--only=fresh-x-" picks set X alone.
    expect(corpus.filter((document) => document.id.startsWith('fresh-x-'))).toHaveLength(30);
    expect(setX.filter((document) => document.lang === 'de')).toHaveLength(15);
    expect(countsByFormat(setX)).toEqual({ txt: 5, pdf: 5, docx: 4, html: 4, eml: 4, png: 4, scan: 4 });
    expect(new Set(setX.map((document) => document.kind)).size).toBe(30);
    expect(setX.filter((document) => document.raw !== undefined).length).toBeGreaterThanOrEqual(8);
    // Every document leaves one to three of its schema's fields unstated.
    for (const document of setX) {
      const { absent } = absentFields(document.schema, document.truth, {});
      expect([document.id, absent >= 1 && absent <= 3]).toEqual([document.id, true]);
    }
    expect(setX.filter((document) => JSON.stringify(document.truth).includes('null'))).toEqual([]);
  });

  // Session 19's blind set: its shape only (counts, languages, formats, gaps), never its content.
  it('holds sealed set Y out: 30 documents of 30 kinds, 15 per language, every format 3 times or more, gaps', () => {
    const setY = corpus.filter((document) => document.layout === FRESH_Y_LAYOUT);
    expect(setY).toHaveLength(30);
    expect(setY.every((document) => document.heldOut && document.id.startsWith('fresh-y-'))).toBe(true);
    expect(corpus.filter((document) => document.id.startsWith('fresh-y-'))).toHaveLength(30);
    expect(setY.filter((document) => document.lang === 'de')).toHaveLength(15);
    expect(countsByFormat(setY)).toEqual({ txt: 3, pdf: 5, docx: 5, html: 4, eml: 5, png: 4, scan: 4 });
    expect(new Set(setY.map((document) => document.kind)).size).toBe(30);
    // Every document leaves fields of its schema unstated (its author left two top-level fields out of each).
    for (const document of setY) {
      const { absent } = absentFields(document.schema, document.truth, {});
      expect([document.id, absent >= 1]).toEqual([document.id, true]);
    }
    expect(setY.filter((document) => JSON.stringify(document.truth).includes('null'))).toEqual([]);
  });

  it('names every sealed set in SEALED_LAYOUTS, which the diagnostics leave out, and no development set', () => {
    const sealed = [
      FRESH_L_LAYOUT,
      FRESH_M_LAYOUT,
      FRESH_P_LAYOUT,
      FRESH_N_LAYOUT,
      FRESH_R_LAYOUT,
      FRESH_S_LAYOUT,
      FRESH_U_LAYOUT,
      FRESH_V_LAYOUT,
      FRESH_W_LAYOUT,
      FRESH_X_LAYOUT,
      FRESH_Y_LAYOUT,
    ];
    expect([...SEALED_LAYOUTS].sort()).toEqual(sealed.sort());
    expect([FRESH_I_LAYOUT, FRESH_K_LAYOUT, FRESH_Q_LAYOUT].some((layout) => SEALED_LAYOUTS.has(layout))).toBe(false);
  });

  it('registers every named set by its one row in eval-sets.ts: documents, fold, sealed flag, all derived from it', () => {
    // Every document beyond the generated and hand-written ones (layouts 0 to 9) comes from a row.
    const named = new Set(NAMED_SETS.map((set) => set.layout));
    expect(corpus.filter((document) => document.layout > 9 && !named.has(document.layout))).toEqual([]);
    for (const set of NAMED_SETS) {
      expect(set.documents?.every((document) => corpus.includes(document)) ?? true).toBe(true);
      // A sealed row is sealed everywhere and trained on nowhere; a development row is its fold.
      expect([set.layout, SEALED_LAYOUTS.has(set.layout)]).toEqual([set.layout, set.sealed === true]);
      expect([set.layout, FOLD_OF_LAYOUT[set.layout]]).toEqual([set.layout, set.sealed ? undefined : set.fold]);
    }
  });
});
