// Field accuracy of the offline extractor on the evaluation corpus: `npm run eval:extraction`.
// Options: --verbose (mismatches of the tuning documents), --held-out (also those of the held-out ones), a named set's
// flag (eval-sets.ts: --show-fresh for C, --show-fresh-d/-h/-i/-k/-q for the development sets D, H, I, K and Q) adds that
// set's; the sealed sets' flags (-l, -m, -p, -n, -r, -s) exist for the report only, never for tuning. --only=<id prefix>,
// --format=<formats>,
// --as-docx (PDF and HTML documents rendered from lines are read as the same lines rendered to DOCX),
// --images-as-pdf reads PNGs and scans from a text PDF of their lines (a perfect reader), to measure what OCR costs.
// --realistic-scans renders PNGs and scans as real ones look (turned, blurred, grey uneven paper, specks, JPEG; seeded
// per document: corpus/degrade.ts); --dev-images keeps only the development sets' PNGs and scans (no sealed set).
// With the misses, every shown document's extras are listed too (a value where the truth has none). OCR text is cached in the temp dir by image hash (read-cached.ts).
import { createLocalProvider } from '../../src/extraction/providers/local/index.ts';
import { validateResult } from '../../src/extraction/schema/validate-result.ts';
import { buildCorpus } from './corpus/build.ts';
import { renderDocument, renderRealistic } from './corpus/render.ts';
import { SEALED_LAYOUTS } from './corpus/sealed.ts';
import { NAMED_SETS, setOfLayout } from './eval-sets.ts';
import { readCached } from './read-cached.ts';
import { absentFields, compareFields, extraFields, type TFieldOutcome, valueAt } from './score.ts';

const args = new Set(process.argv.slice(2));
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice(7);
// --format=html,eml: only documents of these formats (a reader's change measured on what it reads).
const formats = process.argv
  .find((arg) => arg.startsWith('--format='))
  ?.slice(9)
  .split(',');

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

const realistic = args.has('--realistic-scans');
const devImages = (document: { format: string; layout: number }) =>
  (document.format === 'png' || document.format === 'scan') && !SEALED_LAYOUTS.has(document.layout);
const corpus = buildCorpus().filter(
  (document) =>
    (!only || document.id.startsWith(only)) &&
    (!formats || formats.includes(document.format)) &&
    (!args.has('--dev-images') || devImages(document)),
);
const provider = createLocalProvider();
const rows: TRow[] = [];
for (const document of corpus) {
  const image = document.format === 'png' || document.format === 'scan';
  // --images-as-pdf: images read as the same lines in a text PDF, i.e. by a perfect OCR reader; the
  // difference to a normal run is what the reader costs.
  const asPdf = image && args.has('--images-as-pdf');
  const file = asPdf
    ? renderDocument({ ...document, format: 'pdf' })
    : realistic
      ? await renderRealistic(document)
      : renderDocument(document);
  const read = await readCached(file, image && !asPdf, realistic && image ? 'realistic-scans' : 'clean');
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
  // A named set with a flag shows its misses only with it: the development sets' flags are for tuning, the sealed
  // sets' (eval-sets.ts) for nobody.
  const flag = setOfLayout(document.layout)?.show;
  const show = args.has('--verbose') && (!document.heldOut || args.has('--held-out')) && (!flag || args.has(flag));
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

function absentLine(selected: TRow[]) {
  const filled = selected.reduce((sum, row) => sum + row.absent.filled, 0);
  return `extra ${filled} of ${selected.reduce((sum, row) => sum + row.absent.absent, 0)} absent`;
}
const inSet = (layout: number) => (row: TRow) => row.layout === layout;
const named = new Set(NAMED_SETS.map((set) => set.layout));

console.log('\nField accuracy of the local extractor');
line('overall', rows);
line(
  '  tuning set',
  rows.filter((row) => !row.heldOut),
);
for (const set of NAMED_SETS.filter((each) => each.tuning)) {
  line(`    of it: ${set.label}`, rows.filter(inSet(set.layout)));
}
line(
  '  held-out set',
  rows.filter((row) => row.heldOut),
);
// The held-out layouts of the generated kinds: every held-out document outside a named set.
line(
  '    of it: known kinds',
  rows.filter((row) => row.heldOut && !named.has(row.layout)),
);
for (const set of NAMED_SETS.filter((each) => !each.tuning)) {
  line(`    of it: ${set.label}`, rows.filter(inSet(set.layout)));
  if (set.absent) {
    console.log(`${''.padEnd(22)} ${absentLine(rows.filter(inSet(set.layout)))}`);
  }
}
for (const set of NAMED_SETS.filter((each) => each.groups)) {
  const selected = rows.filter(inSet(set.layout));
  group(`format, fresh ${set.groups} only`, (row) => row.format, selected);
  // A sealed set has about one document per kind, so its kinds would print single documents' scores: formats only.
  if (!SEALED_LAYOUTS.has(set.layout)) {
    group(`kind, fresh ${set.groups} only`, (row) => row.kind, selected);
  }
}
group('format', (row) => row.format);
group(
  'kind (sealed sets left out)',
  (row) => row.kind,
  rows.filter((row) => !SEALED_LAYOUTS.has(row.layout)),
);
group('language', (row) => row.lang);

// How the misses split, per set (counts only, so the sealed sets show no content): a value not found at all, a
// wrong value, or a value where the truth has none (not in the score: a field the document does not state, an array
// item too many); scalars apart from array items.
console.log(
  '\nMisses by type (missing / wrong of all fields, and extra: filled where the truth has none; scalars | array items)',
);
const ownRows = NAMED_SETS.filter((set) => set.misses);
const setNames: [string, (row: TRow) => boolean][] = [
  ['tuning', (row) => !row.heldOut],
  ['held-out', (row) => row.heldOut && !ownRows.some((set) => set.layout === row.layout)],
  ...ownRows.map((set): [string, (row: TRow) => boolean] => [set.misses as string, inSet(set.layout)]),
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
  // Absent schema fields filled, for the development sets only (the sealed sets' figures are their lines above).
  const absent = name.startsWith('sealed') ? '' : `   ${absentLine(rows.filter(member))}`;
  console.log(`  ${name.padEnd(10)} ${count(false).padEnd(28)} | ${count(true).padEnd(26)}${absent}`);
}
