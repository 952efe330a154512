// A plain mail body read as the app reads it (the mail reader's body text, then the local extractor's lines and
// fields), in one call: for the hang guard (hang-guard.ts), where a body the mail reader blows up costs its time in
// the readers after it.
import { emailBodyText } from '../../src/extraction/documents/email-body.ts';
import { extractResult } from '../../src/extraction/providers/local/extract-result.ts';
import { documentLines } from '../../src/extraction/providers/local/lines.ts';
import type { TSchemaProperty } from '../../src/extraction/schema/output-schema.ts';

/** The fields of `schema` the local extractor reads from a mail whose plain body is `text`, and the body's length. */
export function mailBodyFields(text: string, schema: TSchemaProperty[]) {
  const body = emailBodyText({ text, html: undefined });
  const lines = documentLines([
    { fileName: 'mail.eml', contentType: 'message/rfc822', pages: [{ page: 1, text: body }], warnings: [] },
  ]);
  return { bodyLength: body.length, result: extractResult(schema, lines).result };
}
