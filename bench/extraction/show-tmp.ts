import { readDocument } from '/work/wt-16/src/extraction/documents/read-document.ts';
import { buildCorpus } from '/work/wt-16/bench/extraction/corpus/build.ts';
import { renderDocument } from '/work/wt-16/bench/extraction/corpus/render.ts';
const ids = process.argv.slice(2);
for (const d of buildCorpus().filter((x) => ids.includes(x.id))) {
  const t = await readDocument(renderDocument(d));
  console.log(`===== ${d.id} ${d.format}`);
  for (const p of t.pages) console.log(JSON.stringify(p.text).slice(0, 3000).replace(/\\n/g, '\n'));
}
