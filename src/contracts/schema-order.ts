import { wrap } from '@mikro-orm/core';
import type { TExecution } from '../db/entities/execution.ts';
import type { TSchemaNode, TSchemaProperty } from '../extraction/schema/output-schema.ts';

/**
 * PostgreSQL's jsonb keeps object keys shortest-first, not in the order they were written; the
 * user's schema decides the order (on screen, in downloads, in webhooks). Keys the schema does not
 * name keep their place after the named ones.
 */
export function inSchemaOrder(value: unknown, node: TSchemaNode): unknown {
  if (node.type === 'object' && isPlainObject(value)) {
    return orderObject(value, node.properties);
  }
  if (node.type === 'array' && Array.isArray(value)) {
    return value.map((item) => inSchemaOrder(item, node.items));
  }
  return value;
}

function orderObject(value: Record<string, unknown>, properties: TSchemaProperty[]): Record<string, unknown> {
  const ordered: Record<string, unknown> = {};
  for (const property of properties) {
    if (Object.hasOwn(value, property.name)) {
      ordered[property.name] = inSchemaOrder(value[property.name], property);
    }
  }
  for (const [key, item] of Object.entries(value)) {
    if (!Object.hasOwn(ordered, key)) {
      ordered[key] = item;
    }
  }
  return ordered;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A result in the order of its revision's schema; as it is when the schema is not known. */
export function resultInOrderOf(
  result: Record<string, unknown> | null,
  schema: TSchemaProperty[] | undefined,
): Record<string, unknown> | null {
  return result && schema ? orderObject(result, schema) : result;
}

/** The execution's result in its revision's schema order; needs `projectRevision` loaded to reorder. */
export function resultInSchemaOrder(execution: TExecution): Record<string, unknown> | null {
  const revision = execution.projectRevision;
  const loaded = revision && wrap(revision).isInitialized();
  return resultInOrderOf(execution.jsonResult ?? null, loaded ? revision.outputSchema : undefined);
}
