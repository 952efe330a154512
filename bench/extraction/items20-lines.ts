// Prints the lines and cells the extractor reads from development documents (never sealed ones):
// `npx node bench/extraction/items20-lines.ts <id prefix>`.
import { documentLines } from '../../src/extraction/providers/local/lines.ts';
import { buildCorpus } from './corpus/build.ts';
import { renderDocument } from './corpus/render.ts';
import { setOfLayout } from './eval-sets.ts';
import { readCached } from './read-cached.ts';

const prefix = process.argv[2] ?? 'dev-items20';
for (const document of buildCorpus()) {
  if (!document.id.startsWith(prefix) || setOfLayout(document.layout)?.sealed) {
    continue;
  }
  const text = await readCached(renderDocument(document), document.format === 'png' || document.format === 'scan');
  console.log(`\n== ${document.id} (${document.format})`);
  for (const line of documentLines([text])) {
    console.log(`${line.page} ${line.cells.map((cell) => line.text.slice(cell.start, cell.end)).join(' | ')}`);
  }
}
