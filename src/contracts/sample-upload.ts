// The sample uploads of the schema editor (schema/generate, revisions/initial): their form is
// defined here once; the routes validate with it and the OpenAPI document is generated from it.
import { z } from 'zod';

/** The text fields; an empty field counts as absent. */
export const ZSampleFields = z.object({
  schema_language: z
    .string()
    .length(2, { error: 'Two letters, like en or de' })
    .default('en')
    .describe('Language of the proposed property names, two letters (en, de …)'),
});

export const SAMPLE_FILE_FIELD = 'document';

const ZSampleFile = z.file().describe('A sample document, like the ones the project will read');

export const ZGenerateSchemaForm = ZSampleFields.extend({
  [SAMPLE_FILE_FIELD]: ZSampleFile.optional().describe(
    'A sample document, like the ones the project will read; optional: without one the proposal is empty',
  ),
});

export const ZInitialRevisionForm = ZSampleFields.extend({ [SAMPLE_FILE_FIELD]: ZSampleFile });

export const ZSchemaProposal = z.object({
  output_schema: z
    .array(z.looseObject({}))
    .describe('The proposed properties, in the shape of a revision’s output_schema; nothing is saved'),
  input_description: z.string().describe('What the sample looked like, for the project’s input description'),
  warnings: z.array(z.string()).describe('What could not be proposed with confidence'),
});

export type TSchemaProposal = z.infer<typeof ZSchemaProposal>;
