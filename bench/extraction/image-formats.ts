// What reading a document from an image costs, on the same documents: `npx node bench/extraction/image-formats.ts`
// (options --only=<id prefix>, --formats=txt,png,scan, --verbose to list the fields an image format loses against
// the text). Every development-set document drawn as an image (PNG or scanned PDF) is extracted from its lines as
// plain text, as a PNG and as a scanned PDF, and scored field by field; the per-format lines compare the same
// documents, which the eval's "by format" lines (different documents per format) can't. OCR text is cached like
// the eval's (read-cached.ts). Sealed sets are never read here.

import { shutdownOcr } from '../../src/extraction/ocr/index.ts';
import { createLocalProvider } from '../../src/extraction/providers/local/index.ts';
import { buildCorpus } from './corpus/build.ts';
import { renderDocument } from './corpus/render.ts';
import { SEALED_LAYOUTS } from './corpus/sealed.ts';
import type { TFormat } from './corpus/types.ts';
import { readCached } from './read-cached.ts';
import { compareFields, type TFieldOutcome } from './score.ts';

const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice(7);
const formats = (process.argv.find((arg) => arg.startsWith('--formats='))?.slice(10) ?? 'txt,png,scan').split(
  ',',
) as TFormat[];
const verbose = process.argv.includes('--verbose');

const documents = buildCorpus().filter(
  (document) =>
    (document.format === 'png' || document.format === 'scan') &&
    !SEALED_LAYOUTS.has(document.layout) &&
    (!only || document.id.startsWith(only)),
);
const provider = createLocalProvider();
const instructions = { inputDescription: '', outputLanguage: 'en', titleConfig: { mode: 'automatic' as const } };
const totals = new Map<TFormat, { correct: number; fields: number; seconds: number }>();
for (const document of documents) {
  const outcomes = new Map<TFormat, TFieldOutcome[]>();
  for (const format of formats) {
    const image = format === 'png' || format === 'scan';
    const started = performance.now();
    const text = await readCached(renderDocument({ ...document, format, raw: undefined }), image);
    const seconds = (performance.now() - started) / 1000;
    const response = await provider.extract({ documents: [text], schema: document.schema, instructions }, {});
    const fields = compareFields(document.truth, response.result);
    outcomes.set(format, fields);
    const total = totals.get(format) ?? { correct: 0, fields: 0, seconds: 0 };
    total.correct += fields.filter((field) => field.correct).length;
    total.fields += fields.length;
    total.seconds += seconds;
    totals.set(format, total);
  }
  const text = outcomes.get('txt');
  const line = formats.map((format) => {
    const fields = outcomes.get(format) ?? [];
    return `${format} ${fields.filter((field) => field.correct).length}/${fields.length}`;
  });
  console.log(`${document.id} (${document.format}): ${line.join(', ')}`);
  if (verbose && text) {
    for (const format of formats.filter((each) => each !== 'txt')) {
      for (const field of outcomes.get(format) ?? []) {
        const fromText = text.find((candidate) => candidate.path === field.path);
        if (fromText?.correct && !field.correct) {
          console.log(
            `    ${format} lost ${field.path}: ${JSON.stringify(field.expected)} → ${JSON.stringify(field.actual)}`,
          );
        }
      }
    }
  }
}
console.log(`\n${documents.length} documents`);
for (const [format, total] of totals) {
  const percent = ((100 * total.correct) / Math.max(1, total.fields)).toFixed(1);
  console.log(
    `${format.padEnd(5)} ${percent.padStart(5)} %  (${total.correct}/${total.fields} fields, read ${(total.seconds / documents.length).toFixed(2)} s/doc)`,
  );
}
await shutdownOcr();
