import { z } from 'zod';
import { ZDateTime } from '../schemas.ts';

export const ZExecutionStatsInput = z.object({ id: z.uuid().describe('The execution') });

export const ZAiRequest = z.object({
  id: z.uuid(),
  project_execution_id: z.uuid().nullable(),
  provider: z.string().describe('local, openai, anthropic or openai-compatible'),
  model: z.string(),
  input_hash: z
    .string()
    .describe('SHA-256 of the prompt: equal hashes with one model and schema are answered from cache'),
  usage_prompt_tokens: z.number().int(),
  usage_completion_tokens: z.number().int(),
  usage_total_tokens: z.number().int(),
  usage_total_cost: z.number().describe('US dollars, from the price table (or PRICING_OVERRIDES)'),
  usage_cached: z.boolean().describe('Answered from an earlier identical request, at no cost'),
  price_known: z
    .boolean()
    .describe(
      'False when the model has no price (built-in table or PRICING_OVERRIDES): its cost shows as 0 but is unknown',
    ),
  created_at: ZDateTime,
  updated_at: ZDateTime,
});
export const ZExecutionStats = z.object({
  started_at: ZDateTime.nullable(),
  completed_at: ZDateTime.nullable(),
  internal_error: z.string().nullable().describe('The error behind a failure, as logged; never shown to the team'),
  metadata: z.record(z.string(), z.unknown()).nullable().describe('What the pipeline recorded (pages, OCR, timings)'),
  ai_requests: z.array(ZAiRequest).describe('Every LLM call of the execution, oldest first'),
});

export type TExecutionStats = z.infer<typeof ZExecutionStats>;
