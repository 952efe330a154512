import type { TConfig } from '../../config.ts';
import type { TProject } from '../../db/entities/project.ts';
import { readDocument } from '../../extraction/documents/read-document.ts';
import { modelForMode } from '../../extraction/providers/registry.ts';
import { type TOutputSchema, ZOutputSchema } from '../../extraction/schema/output-schema.ts';
import { proposeSchemaWithLlm } from '../../extraction/schema-proposal/llm.ts';
import { proposeSchemaLocally } from '../../extraction/schema-proposal/local.ts';
import { codedMessage, englishOf } from '../../i18n/message.ts';
import type { TCodedMessage } from '../../i18n/types.ts';
import { AppError } from '../../lib/app-error.ts';

export type TSchemaProposal = { schema: TOutputSchema; inputDescription: string; warnings: TCodedMessage[] };

/**
 * Proposes an output schema from a sample document: with the LLM of the project's processing
 * mode when one is configured, else offline from the labelled values and tables it finds.
 */
export async function proposeSchema(options: {
  config: TConfig;
  project: TProject;
  sample: { bytes: Buffer; fileName: string; contentType: string } | null;
  /** The language the proposed field names and descriptions are written in. */
  schemaLanguage: string;
}): Promise<TSchemaProposal> {
  const { config, project, sample, schemaLanguage } = options;
  if (!sample) {
    return { schema: [], inputDescription: '', warnings: [] };
  }
  const document = await readDocument(sample);
  if (document.pages.every((page) => page.text.trim() === '')) {
    // The reasons as lines of their own, so a REST answer can say each in the caller's language.
    const lines = [codedMessage('error.sample_no_text', { name: sample.fileName }), ...document.warnings];
    throw new AppError('BAD_REQUEST', lines.map(englishOf).join(' '), { lines });
  }
  const choice = modelForMode(config, project.processingMode);
  const proposal =
    choice.kind === 'local'
      ? proposeSchemaLocally([document], schemaLanguage)
      : await proposeSchemaWithLlm({
          languageModel: choice.languageModel,
          documents: [document],
          schemaLanguage,
          maxRetries: config.LLM_MAX_RETRIES,
          timeoutMs: config.LLM_TIMEOUT_MS,
        });
  // Whatever proposed it, only a schema the editor accepts leaves here.
  const parsed = ZOutputSchema.safeParse(proposal.schema);
  if (!parsed.success) {
    throw new AppError('INTERNAL_SERVER_ERROR', 'The proposed schema was not valid');
  }
  return { schema: parsed.data, inputDescription: proposal.inputDescription, warnings: document.warnings };
}
