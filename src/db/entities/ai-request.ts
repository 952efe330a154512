import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Execution } from './execution.ts';

/** One call to an extraction model (or an answer from the cache), with its tokens and cost. */
export const AiRequest = defineEntity({
  name: 'AiRequest',
  tableName: 'ai_requests',
  indexes: [{ properties: ['cacheKey'] }, { properties: ['createdAt'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    execution: () => p.manyToOne(Execution).nullable().deleteRule('cascade').index(),
    provider: p.string().length(50),
    model: p.string().length(100),
    /** SHA-256 of the model input (documents' text and instructions). */
    inputHash: p.string().length(64),
    /** input hash + model + schema: equal keys are answered from the cache. */
    cacheKey: p.string().length(64),
    usagePromptTokens: p.integer().default(0),
    usageCompletionTokens: p.integer().default(0),
    usageTotalTokens: p.integer().default(0),
    usageTotalCost: p.decimal('number').precision(14).scale(6).default(0),
    usageCached: p.boolean().default(false),
    /** The model's answer, kept for the cache. */
    response: p.json<Record<string, unknown>>().nullable(),
  },
});

export type TAiRequest = InferEntity<typeof AiRequest>;
