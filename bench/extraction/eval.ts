// Field accuracy of the offline extractor on the evaluation corpus: `npm run eval:extraction`.
// Options: --verbose (mismatches of the tuning documents), --held-out (also those of the held-out ones,
// fresh sets A and B included; --show-fresh adds fresh set C's, --show-fresh-d set D's, --show-fresh-h set H's
// (H was unsealed in session 8 and is a development set), --show-fresh-i set I's (I was unsealed in session 9 and is a
// development set), --show-fresh-k set K's (unsealed in session 9 too), --show-fresh-l the sealed set L's and
// --show-fresh-m the sealed set M's, --show-fresh-p the sealed precision set P's, --show-fresh-n the sealed set N's
// (written in session 10) and --show-fresh-r the sealed set R's (session 11), for the report only, never for tuning), --show-fresh-q the development precision set Q's (its misses and the absent fields it filled), --show-dev-grid the label-above grids' (session 11), --only=<id prefix>,
// --as-docx (PDF and HTML documents rendered from lines are read as the same lines rendered to DOCX),
// --images-as-pdf reads PNGs and scans from a text PDF of their lines (a perfect reader), to measure what OCR costs.
// With the misses, every shown document's extras are listed too (a value where the truth has none). OCR text is cached in the temp dir by image hash (read-cached.ts).
import { createLocalProvider } from '../../src/extraction/providers/local/index.ts';
import { validateResult } from '../../src/extraction/schema/validate-result.ts';
import { buildCorpus } from './corpus/build.ts';
import { DEV_GRID_LAYOUT } from './corpus/dev-grid11.ts';
import { FRESH_C_LAYOUT } from './corpus/fresh-c.ts';
import { FRESH_D_LAYOUT } from './corpus/fresh-d.ts';
import { FRESH_LAYOUT } from './corpus/fresh-doc.ts';
import { FRESH_E_LAYOUT, FRESH_F_LAYOUT, FRESH_G_LAYOUT } from './corpus/fresh-e.ts';
import { FRESH_H_LAYOUT } from './corpus/fresh-h.ts';
import { FRESH_I_LAYOUT } from './corpus/fresh-i.ts';
import { FRESH_J_LAYOUT } from './corpus/fresh-j.ts';
import { FRESH_K_LAYOUT } from './corpus/fresh-k.ts';
import { FRESH_L_LAYOUT } from './corpus/fresh-l.ts';
import { FRESH_M_LAYOUT } from './corpus/fresh-m.ts';
import { FRESH_N_LAYOUT } from './corpus/fresh-n.ts';
import { FRESH_P_LAYOUT } from './corpus/fresh-p.ts';
import { FRESH_Q_LAYOUT } from './corpus/fresh-q.ts';
import { FRESH_R_LAYOUT } from './corpus/fresh-r.ts';
import { FRESH_T_LAYOUT } from './corpus/fresh-t.ts';
import { renderDocument } from './corpus/render.ts';
import { readCached } from './read-cached.ts';
import { absentFields, compareFields, extraFields, type TFieldOutcome, valueAt } from './score.ts';

const args = new Set(process.argv.slice(2));
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice(7);

type TRow = {
  id: string;
  kind: string;
  format: string;
  lang: string;
  heldOut: boolean;
  layout: number;
  fields: TFieldOutcome[];
  extras: string[];
  /** Schema leaves the document does not state, and how many of them the extractor filled. */
  absent: { absent: number; filled: number };
  failed: boolean;
};

const corpus = buildCorpus().filter((document) => !only || document.id.startsWith(only));
const provider = createLocalProvider();
const rows: TRow[] = [];
for (const document of corpus) {
  const image = document.format === 'png' || document.format === 'scan';
  // --images-as-pdf: images read as the same lines in a text PDF, i.e. by a perfect OCR reader; the
  // difference to a normal run is what the reader costs.
  const file = renderDocument(image && args.has('--images-as-pdf') ? { ...document, format: 'pdf' } : document);
  const read = await readCached(file, image && !args.has('--images-as-pdf'));
  // --as-docx: a PDF or HTML rendered from lines is read as the same lines rendered to DOCX instead (the format
  // that scores best); the by-format lines then show what reading PDF and HTML costs against DOCX.
  const asDocx =
    args.has('--as-docx') && document.raw === undefined && (document.format === 'pdf' || document.format === 'html');
  const text = asDocx ? await readCached(renderDocument({ ...document, format: 'docx' }), false) : read;
  const instructions = { inputDescription: '', outputLanguage: 'en', titleConfig: { mode: 'automatic' as const } };
  const response = await provider.extract({ documents: [text], schema: document.schema, instructions }, {});
  const fields = compareFields(document.truth, response.result);
  const failed = validateResult(document.schema, response.result).length > 0;
  const extras = extraFields(document.truth, response.result);
  rows.push({
    ...document,
    fields,
    extras,
    absent: absentFields(document.schema, document.truth, response.result),
    failed,
  });
  // Fresh sets C and D keep their mismatches hidden unless asked for (sets A and B were tuned on in session 4).
  // Sets L, M and P are sealed (written in session 9), N (session 10) and R (session 11) too: nobody looks at their misses. H (unsealed in session 8), I and K (unsealed in
  // session 9) are development sets: --show-fresh-h, --show-fresh-i and --show-fresh-k show their misses.
  const sealedFlag = {
    [FRESH_C_LAYOUT]: '--show-fresh',
    [FRESH_D_LAYOUT]: '--show-fresh-d',
    [FRESH_H_LAYOUT]: '--show-fresh-h',
    [FRESH_I_LAYOUT]: '--show-fresh-i',
    [FRESH_K_LAYOUT]: '--show-fresh-k',
    [FRESH_L_LAYOUT]: '--show-fresh-l',
    [FRESH_M_LAYOUT]: '--show-fresh-m',
    [FRESH_P_LAYOUT]: '--show-fresh-p',
    [FRESH_N_LAYOUT]: '--show-fresh-n',
    [FRESH_R_LAYOUT]: '--show-fresh-r',
    [FRESH_Q_LAYOUT]: '--show-fresh-q',
    [DEV_GRID_LAYOUT]: '--show-dev-grid',
  }[document.layout];
  const show =
    args.has('--verbose') && (!document.heldOut || args.has('--held-out')) && (!sealedFlag || args.has(sealedFlag));
  if (show && (extras.length > 0 || fields.some((field) => !field.correct))) {
    console.log(`\n${document.id} (${document.format})`);
    for (const field of fields.filter((candidate) => !candidate.correct)) {
      console.log(`  ${field.path}: expected ${JSON.stringify(field.expected)}, got ${JSON.stringify(field.actual)}`);
    }
    // A value the document does not state for that field (an absent schema field filled, an array item too many).
    for (const path of extras) {
      console.log(`  ${path}: extra ${JSON.stringify(valueAt(response.result, path))}`);
    }
  }
}

const percent = (part: number, whole: number) => (whole === 0 ? '  -  ' : `${((100 * part) / whole).toFixed(1)} %`);
function line(label: string, selected: TRow[]) {
  const fields = selected.flatMap((row) => row.fields);
  const correct = fields.filter((field) => field.correct).length;
  const failed = selected.filter((row) => row.failed).length;
  console.log(
    `${label.padEnd(22)} ${percent(correct, fields.length).padStart(8)}   (${correct}/${fields.length} fields, ${selected.length} docs, ${failed} would fail)`,
  );
}
function group(title: string, key: (row: TRow) => string, selected = rows) {
  console.log(`\nBy ${title}`);
  for (const value of [...new Set(selected.map(key))].sort()) {
    line(
      `  ${value}`,
      selected.filter((row) => key(row) === value),
    );
  }
}

console.log('\nField accuracy of the local extractor');
line('overall', rows);
line(
  '  tuning set',
  rows.filter((row) => !row.heldOut),
);
line(
  '    of it: tables T',
  rows.filter((row) => row.layout === FRESH_T_LAYOUT),
);
line(
  '    of it: dev set J',
  rows.filter((row) => row.layout === FRESH_J_LAYOUT),
);
line(
  '  held-out set',
  rows.filter((row) => row.heldOut),
);
line(
  '    of it: unseen kinds',
  rows.filter((row) => row.layout === 8),
);
line(
  '    of it: known kinds',
  rows.filter(
    (row) =>
      row.heldOut &&
      ![
        8,
        FRESH_LAYOUT,
        FRESH_C_LAYOUT,
        FRESH_D_LAYOUT,
        FRESH_E_LAYOUT,
        FRESH_F_LAYOUT,
        FRESH_G_LAYOUT,
        FRESH_H_LAYOUT,
        FRESH_I_LAYOUT,
        FRESH_K_LAYOUT,
        FRESH_L_LAYOUT,
        FRESH_M_LAYOUT,
        FRESH_P_LAYOUT,
        FRESH_Q_LAYOUT,
        FRESH_N_LAYOUT,
        FRESH_R_LAYOUT,
        DEV_GRID_LAYOUT,
      ].includes(row.layout),
  ),
);
line(
  '    of it: fresh A+B',
  rows.filter((row) => row.layout === FRESH_LAYOUT),
);
line(
  '    of it: fresh C',
  rows.filter((row) => row.layout === FRESH_C_LAYOUT),
);
line(
  '    of it: fresh D',
  rows.filter((row) => row.layout === FRESH_D_LAYOUT),
);
line(
  '    of it: fresh E',
  rows.filter((row) => row.layout === FRESH_E_LAYOUT),
);
line(
  '    of it: fresh F',
  rows.filter((row) => row.layout === FRESH_F_LAYOUT),
);
line(
  '    of it: fresh G',
  rows.filter((row) => row.layout === FRESH_G_LAYOUT),
);
line(
  '    of it: fresh H',
  rows.filter((row) => row.layout === FRESH_H_LAYOUT),
);
line(
  '    of it: fresh I',
  rows.filter((row) => row.layout === FRESH_I_LAYOUT),
);
line(
  '    of it: fresh K',
  rows.filter((row) => row.layout === FRESH_K_LAYOUT),
);
line(
  '    of it: fresh L',
  rows.filter((row) => row.layout === FRESH_L_LAYOUT),
);
line(
  '    of it: fresh M',
  rows.filter((row) => row.layout === FRESH_M_LAYOUT),
);
// Set P measures precision: its schemas name fields the documents do not state; how many of those were filled.
const setP = rows.filter((row) => row.layout === FRESH_P_LAYOUT);
line('    of it: precision P', setP);
function absentLine(selected: TRow[]) {
  const filled = selected.reduce((sum, row) => sum + row.absent.filled, 0);
  return `extra ${filled} of ${selected.reduce((sum, row) => sum + row.absent.absent, 0)} absent`;
}
console.log(`${''.padEnd(22)} ${absentLine(setP)}`);
// Set Q is P's development twin (written in session 9, not sealed).
const setQ = rows.filter((row) => row.layout === FRESH_Q_LAYOUT);
line('    of it: precision Q', setQ);
console.log(`${''.padEnd(22)} ${absentLine(setQ)}`);
// The label-above grids (session 11, grid11): rows of labels over values, columns headed by role words.
const setGrid = rows.filter((row) => row.layout === DEV_GRID_LAYOUT);
line('    of it: dev grid', setGrid);
console.log(`${''.padEnd(22)} ${absentLine(setGrid)}`);
// Set N (session 10) is sealed: accuracy over many kinds, and some shared schemas the documents state only in part.
const setN = rows.filter((row) => row.layout === FRESH_N_LAYOUT);
line('    of it: sealed N', setN);
console.log(`${''.padEnd(22)} ${absentLine(setN)}`);
// Set R (session 11) is sealed like N: many kinds a company receives, two schemas each shared by two senders.
const setR = rows.filter((row) => row.layout === FRESH_R_LAYOUT);
line('    of it: sealed R', setR);
console.log(`${''.padEnd(22)} ${absentLine(setR)}`);
for (const [name, layout] of [
  ['C', FRESH_C_LAYOUT],
  ['D', FRESH_D_LAYOUT],
  ['H', FRESH_H_LAYOUT],
  ['I', FRESH_I_LAYOUT],
  ['K', FRESH_K_LAYOUT],
  ['L', FRESH_L_LAYOUT],
  ['M', FRESH_M_LAYOUT],
  ['P', FRESH_P_LAYOUT],
  ['Q', FRESH_Q_LAYOUT],
  ['grid', DEV_GRID_LAYOUT],
  ['N', FRESH_N_LAYOUT],
  ['R', FRESH_R_LAYOUT],
] as const) {
  const set = rows.filter((row) => row.layout === layout);
  group(`format, fresh ${name} only`, (row) => row.format, set);
  group(`kind, fresh ${name} only`, (row) => row.kind, set);
}
group('format', (row) => row.format);
group('kind', (row) => row.kind);
group('language', (row) => row.lang);

// How the misses split, per set (counts only, so the sealed sets show no content): a value not found at all, a
// wrong value, or a value where the truth has none (not in the score: a field the document does not state, an array
// item too many); scalars apart from array items.
console.log(
  '\nMisses by type (missing / wrong of all fields, and extra: filled where the truth has none; scalars | array items)',
);
const setNames: [string, (row: TRow) => boolean][] = [
  ['tuning', (row) => !row.heldOut],
  [
    'held-out',
    (row) =>
      row.heldOut &&
      ![
        FRESH_I_LAYOUT,
        FRESH_K_LAYOUT,
        FRESH_L_LAYOUT,
        FRESH_M_LAYOUT,
        FRESH_P_LAYOUT,
        FRESH_Q_LAYOUT,
        FRESH_N_LAYOUT,
        FRESH_R_LAYOUT,
        DEV_GRID_LAYOUT,
      ].includes(row.layout),
  ],
  ['dev I', (row) => row.layout === FRESH_I_LAYOUT],
  ['dev K', (row) => row.layout === FRESH_K_LAYOUT],
  ['dev Q', (row) => row.layout === FRESH_Q_LAYOUT],
  ['dev grid', (row) => row.layout === DEV_GRID_LAYOUT],
  ['sealed L', (row) => row.layout === FRESH_L_LAYOUT],
  ['sealed M', (row) => row.layout === FRESH_M_LAYOUT],
  ['sealed P', (row) => row.layout === FRESH_P_LAYOUT],
  ['sealed N', (row) => row.layout === FRESH_N_LAYOUT],
  ['sealed R', (row) => row.layout === FRESH_R_LAYOUT],
];
for (const [name, member] of setNames) {
  const misses = rows.filter(member).flatMap((row) => row.fields.filter((field) => !field.correct));
  const count = (inArray: boolean) => {
    const part = misses.filter((field) => field.path.includes('[') === inArray);
    const missing = part.filter((field) => field.actual === null || field.actual === undefined).length;
    const extra = rows.filter(member).flatMap((row) => row.extras.filter((path) => path.includes('[') === inArray));
    const total = rows
      .filter(member)
      .flatMap((row) => row.fields.filter((field) => field.path.includes('[') === inArray));
    return `${missing} / ${part.length - missing} of ${total.length}, extra ${extra.length}`;
  };
  // Absent schema fields filled, for the development sets only (the sealed sets' figures are P's, N's and R's lines above).
  const absent = name.startsWith('sealed') ? '' : `   ${absentLine(rows.filter(member))}`;
  console.log(`  ${name.padEnd(10)} ${count(false).padEnd(28)} | ${count(true).padEnd(26)}${absent}`);
}
