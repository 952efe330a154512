// Where reading an e-mail loses values: `npx node bench/extraction/eml-probe.ts [--count=400] [--only=<id prefix>]`.
// The development sets' documents written as lines (no sealed layout, no hand-written raw file) are rendered as txt
// and as eml from the same lines (render.ts) and both are extracted; every field the txt gets right and the eml gets
// wrong is listed with the truth, both values and the lines the mail was read as that hold the truth's text, so the
// losses can be classified: the corpus's mail renderer (a measurement error) or the app's mail reader and extractor.
// Modelled on scan-probe.ts; no OCR, so the whole development corpus runs in a minute or two.
import { createHash } from 'node:crypto';
import { createLocalProvider } from '../../src/extraction/providers/local/index.ts';
import { buildCorpus } from './corpus/build.ts';
import { renderDocument } from './corpus/render.ts';
import { SEALED_LAYOUTS } from './corpus/sealed.ts';
import { readCached } from './read-cached.ts';
import { compareFields } from './score.ts';

const count = Number(process.argv.find((arg) => arg.startsWith('--count='))?.slice(8) ?? 400);
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice(7);
const rank = (id: string) => createHash('sha1').update(id).digest('hex');

const candidates = buildCorpus()
  .filter(
    (document) =>
      document.raw === undefined &&
      !SEALED_LAYOUTS.has(document.layout) &&
      document.lines.length > 0 &&
      (!only || document.id.startsWith(only)),
  )
  .sort((a, b) => rank(a.id).localeCompare(rank(b.id)));
// Round-robin over layouts, so every layout's way of writing comes in before a second document of one.
const byLayout = new Map<number, typeof candidates>();
for (const document of candidates) {
  byLayout.set(document.layout, [...(byLayout.get(document.layout) ?? []), document]);
}
const sample: typeof candidates = [];
for (let round = 0; sample.length < count && round < 200; round++) {
  for (const documents of byLayout.values()) {
    const document = documents[round];
    if (document && sample.length < count) {
      sample.push(document);
    }
  }
}

const provider = createLocalProvider();
const instructions = { inputDescription: '', outputLanguage: 'en', titleConfig: { mode: 'automatic' as const } };
let textCorrect = 0;
let mailCorrect = 0;
let total = 0;
let lost = 0;
let gained = 0;
const lostByField = new Map<string, number>();
for (const document of sample) {
  const asText = await readCached(renderDocument({ ...document, format: 'txt', pdf: undefined }), false);
  const asMail = await readCached(renderDocument({ ...document, format: 'eml', pdf: undefined }), false);
  const outcomes = [];
  for (const text of [asText, asMail]) {
    const response = await provider.extract({ documents: [text], schema: document.schema, instructions }, {});
    outcomes.push(compareFields(document.truth, response.result));
  }
  const [fromText = [], fromMail = []] = outcomes;
  total += fromText.length;
  textCorrect += fromText.filter((field) => field.correct).length;
  mailCorrect += fromMail.filter((field) => field.correct).length;
  const mailLines = asMail.pages.flatMap((page) => page.text.split('\n'));
  const notes: string[] = [];
  fromText.forEach((field, index) => {
    const mail = fromMail[index];
    if (!mail || field.correct === mail.correct) {
      return;
    }
    if (field.correct) {
      lost += 1;
      const leaf = field.path.replace(/\[\d+\]/g, '[]');
      lostByField.set(leaf, (lostByField.get(leaf) ?? 0) + 1);
    } else {
      gained += 1;
    }
    notes.push(
      `  ${field.correct ? 'LOST' : 'gained'} ${field.path}: truth ${JSON.stringify(field.expected)}, eml ${JSON.stringify(mail.actual)}, txt ${JSON.stringify(field.actual)}`,
    );
    // The lines that hold the truth, and those that hold the mail's wrong value (often a header line).
    for (const value of [field.expected, mail.actual]) {
      const words = String(value ?? '')
        .toLowerCase()
        .split(/\s+/)
        .filter((word) => word.length > 2)
        .slice(0, 2);
      const read = mailLines.filter((line) => words.some((word) => line.toLowerCase().includes(word)));
      for (const line of read.slice(0, 2)) {
        notes.push(`      read   ${JSON.stringify(line.slice(0, 160))}`);
      }
    }
  });
  if (notes.length > 0) {
    console.log(`\n${document.id} (${document.format}, layout ${document.layout}, ${document.lines.length} lines)`);
    console.log(notes.join('\n'));
  }
}
console.log(
  `\n${sample.length} documents, ${total} fields: txt ${textCorrect}, eml ${mailCorrect} (lost ${lost}, gained ${gained})`,
);
console.log(
  `lost by field: ${[...lostByField]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 30)
    .map(([leaf, n]) => `${leaf} ${n}`)
    .join(', ')}`,
);
