import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Document } from './document.ts';
import { Execution } from './execution.ts';

/**
 * The pivot of Execution.documents, declared so its `document_id` index is part of the model:
 * deleting an execution asks "is this document still used?" and must not scan the table.
 */
export const ExecutionDocument = defineEntity({
  name: 'ExecutionDocument',
  tableName: 'execution_documents',
  indexes: [{ properties: ['document'] }],
  properties: {
    execution: () => p.manyToOne(Execution).primary().deleteRule('cascade').updateRule('cascade'),
    document: () => p.manyToOne(Document).primary().deleteRule('cascade').updateRule('cascade'),
  },
});

export type TExecutionDocument = InferEntity<typeof ExecutionDocument>;
