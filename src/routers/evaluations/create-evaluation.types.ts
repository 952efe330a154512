import { z } from 'zod';
import { ZOutputSchema } from '../../extraction/schema/output-schema.ts';
import { ZTitleConfig } from '../projects/revisions.types.ts';
import { ZLanguage } from '../schemas.ts';

export const ZCreateEvaluationInput = z
  .object({
    projectId: z.uuid(),
    revision_id: z.uuid().optional().describe('A saved revision to evaluate; or give an unsaved draft below'),
    output_schema: ZOutputSchema.optional().describe('An unsaved draft: the schema to evaluate'),
    input_description: z.string().max(2048).default('').describe('Draft: what the documents are'),
    output_language: ZLanguage.default('en').describe('Draft: language of the extracted values'),
    title_config: ZTitleConfig.default({ mode: 'automatic' }),
    baseline_revision_id: z.uuid().optional().describe('Default: the latest revision'),
    execution_ids: z.array(z.uuid()).min(1).max(200).optional().describe('Default: the whole evaluation set'),
  })
  .superRefine((input, ctx) => {
    if ((input.revision_id === undefined) === (input.output_schema === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['revision_id'], message: 'Give either revision_id or output_schema' });
    }
  });

export type TCreateEvaluationInput = z.input<typeof ZCreateEvaluationInput>;
