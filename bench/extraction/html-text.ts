// The text the HTML reader makes of each hand-written HTML development document:
// `npx node bench/extraction/html-text.ts [--only=<id prefix>]` (never the sealed layouts).
import { htmlToPlainText } from '../../src/extraction/documents/read-text.ts';
import { NAMED_SETS } from './eval-sets.ts';

const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice(7) ?? 'dev-';
for (const set of NAMED_SETS) {
  if (set.sealed) {
    continue;
  }
  for (const document of set.documents ?? []) {
    if (document.format === 'html' && document.raw && document.id.startsWith(only)) {
      console.log(`===== ${document.id}\n${htmlToPlainText(document.raw)}\n`);
    }
  }
}
