// Runs the offline extractor over one text in a process of its own and prints its result as one JSON line: the
// extraction is synchronous work, which jest's time limit cannot interrupt in the test's own process (a test that
// took minutes still passed); waiting for this process, the test fails at its time limit as it should.
import { text } from 'node:stream/consumers';
import { createLocalProvider } from '../../src/extraction/providers/local/index.ts';
import type { TOutputSchema } from '../../src/extraction/schema/output-schema.ts';

const input = JSON.parse(await text(process.stdin)) as { text: string; schema: TOutputSchema };
const response = await createLocalProvider().extract(
  {
    documents: [
      { fileName: 'upload.txt', contentType: 'text/plain', pages: [{ page: 1, text: input.text }], warnings: [] },
    ],
    schema: input.schema,
    instructions: { inputDescription: '', outputLanguage: 'en', titleConfig: { mode: 'automatic' } },
  },
  {},
);
process.stdout.write(`${JSON.stringify(response.result)}\n`);
