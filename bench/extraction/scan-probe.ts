// Where reading a scan loses values: `npx node bench/extraction/scan-probe.ts [--count=80] [--only=<id prefix>]
// [--as=png] [--dump]`; `--as=png` renders the same documents as one PNG image each (as the corpus's png format does)
// instead, and takes the development sets' PNG documents too; `--dump` prints the whole OCR text of a document that
// lost a field.
// The development sets' text documents (pdf, docx, txt, html rendered from their lines; no sealed layout, no
// hand-written raw files) are rendered as scans too and read by OCR (cached by image hash, read-cached.ts); every
// field the same lines read from a text PDF (a perfect reader) get right and the scan gets wrong is listed with
// the truth, what the scan gave, and the OCR lines that hold the truth's text, so the losses can be classified.
// A deterministic sample, spread over layouts: OCR is slow, so keep --count small.
import { createHash } from 'node:crypto';
import { shutdownOcr } from '../../src/extraction/ocr/index.ts';
import { createLocalProvider } from '../../src/extraction/providers/local/index.ts';
import { buildCorpus } from './corpus/build.ts';
import { renderDocument } from './corpus/render.ts';
import { SEALED_LAYOUTS } from './corpus/sealed.ts';
import { readCached } from './read-cached.ts';
import { compareFields } from './score.ts';

const count = Number(process.argv.find((arg) => arg.startsWith('--count='))?.slice(8) ?? 80);
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice(7);
const asFormat = process.argv.includes('--as=png') ? ('png' as const) : ('scan' as const);
const TEXT_FORMATS = new Set(['pdf', 'docx', 'txt', 'html']);
const rank = (id: string) => createHash('sha1').update(id).digest('hex');

const candidates = buildCorpus()
  .filter(
    (document) =>
      (TEXT_FORMATS.has(document.format) || document.format === asFormat) &&
      document.raw === undefined &&
      !SEALED_LAYOUTS.has(document.layout) &&
      (!only || document.id.startsWith(only)),
  )
  .sort((a, b) => rank(a.id).localeCompare(rank(b.id)));
// Round-robin over layouts, so every layout's way of writing comes in before a second document of one.
const byLayout = new Map<number, typeof candidates>();
for (const document of candidates) {
  byLayout.set(document.layout, [...(byLayout.get(document.layout) ?? []), document]);
}
// Documents longer than a scan's page come first: a page break is one of the ways a scan can lose a value.
const sample: typeof candidates = candidates.filter((document) => document.lines.length > 40).slice(0, count);
for (let round = 0; sample.length < count && round < 50; round++) {
  for (const documents of byLayout.values()) {
    const document = documents[round];
    if (document && sample.length < count && !sample.includes(document)) {
      sample.push(document);
    }
  }
}

const provider = createLocalProvider();
const instructions = { inputDescription: '', outputLanguage: 'en', titleConfig: { mode: 'automatic' as const } };
let textCorrect = 0;
let scanCorrect = 0;
let total = 0;
let lost = 0;
let gained = 0;
for (const document of sample) {
  const asText = await readCached(renderDocument({ ...document, format: 'pdf', pdf: undefined }), false);
  const image = renderDocument({ ...document, format: asFormat, pdf: undefined });
  const asScan = await readCached(image, true);
  // A PNG's size (its header's width and height): a tall or wide image is shrunk before OCR.
  const size = asFormat === 'png' ? `, ${image.bytes.readUInt32BE(16)}×${image.bytes.readUInt32BE(20)} px` : '';
  const outcomes = [];
  for (const text of [asText, asScan]) {
    const response = await provider.extract({ documents: [text], schema: document.schema, instructions }, {});
    outcomes.push(compareFields(document.truth, response.result));
  }
  const [fromText = [], fromScan = []] = outcomes;
  total += fromText.length;
  textCorrect += fromText.filter((field) => field.correct).length;
  scanCorrect += fromScan.filter((field) => field.correct).length;
  const ocrLines = asScan.pages.flatMap((page) => page.text.split('\n'));
  const notes: string[] = [];
  fromText.forEach((field, index) => {
    const scan = fromScan[index];
    if (!scan || field.correct === scan.correct) {
      return;
    }
    if (field.correct) {
      lost += 1;
    } else {
      gained += 1;
    }
    notes.push(
      `  ${field.correct ? 'LOST' : 'gained'} ${field.path}: truth ${JSON.stringify(field.expected)}, ${asFormat} ${JSON.stringify(scan.actual)}, text ${JSON.stringify(field.actual)}`,
    );
    const needle = String(field.expected).slice(0, 12).toLowerCase();
    const source = document.lines.find((line) => line.toLowerCase().includes(needle));
    if (source !== undefined) {
      notes.push(`      source ${JSON.stringify(source)}`);
    }
    const words = String(field.expected).toLowerCase().split(/\s+/).slice(0, 2);
    const ocr = ocrLines.filter((line) => words.some((word) => word.length > 2 && line.toLowerCase().includes(word)));
    for (const line of ocr.slice(0, 2)) {
      notes.push(`      ocr    ${JSON.stringify(line)}`);
    }
  });
  if (notes.length > 0) {
    console.log(
      `\n${document.id} (${document.format}, layout ${document.layout}, ${document.lines.length} lines${size})`,
    );
    console.log(notes.join('\n'));
    if (process.argv.includes('--dump')) {
      console.log(ocrLines.map((line) => `    | ${line}`).join('\n'));
    }
  }
}
console.log(
  `\n${sample.length} documents, ${total} fields: text ${textCorrect}, ${asFormat} ${scanCorrect} (lost ${lost}, gained ${gained})`,
);
await shutdownOcr();
