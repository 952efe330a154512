import { z } from 'zod';
import { ZOutputSchema } from '../../extraction/schema/output-schema.ts';
import { ZProjectId } from '../projects/projects.types.ts';
import { ZTitleConfig } from '../projects/revisions.types.ts';
import { ZLanguage } from '../schemas.ts';

export const ZCreateEvaluationInput = z
  .object({
    projectId: ZProjectId,
    revision_id: z.uuid().describe('A saved revision to evaluate; or give an unsaved draft below').optional(),
    output_schema: ZOutputSchema.describe('An unsaved draft: the schema to evaluate').optional(),
    input_description: z.string().max(2048).describe('Draft: what the documents are').default(''),
    output_language: ZLanguage.describe('Draft: language of the extracted values').default('en'),
    title_config: ZTitleConfig.default({ mode: 'automatic' }),
    baseline_revision_id: z.uuid().describe('Default: the latest revision').optional(),
    execution_ids: z.array(z.uuid()).min(1).max(200).describe('Default: the whole evaluation set').optional(),
  })
  .superRefine((input, ctx) => {
    if ((input.revision_id === undefined) === (input.output_schema === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['revision_id'], message: 'Give either revision_id or output_schema' });
    }
  });

export type TCreateEvaluationInput = z.input<typeof ZCreateEvaluationInput>;
