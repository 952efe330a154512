import type { TDeliveryPayload } from './types.ts';

/**
 * Fills `{{execution.title}}`, `{{execution.status}}`, `{{execution.reference}}`,
 * `{{execution.id}}`, `{{project.name}}` in subject and body; unknown placeholders stay as written.
 */
export function fillPlaceholders(template: string, payload: TDeliveryPayload): string {
  const values: Record<string, string> = {
    'execution.title': payload.data.execution.title ?? '',
    'execution.status': payload.data.execution.status,
    'execution.reference': payload.data.execution.reference ?? '',
    'execution.id': payload.data.execution.id,
    'project.name': payload.data.project.name,
  };
  return template.replace(/\{\{\s*([a-z.]+)\s*\}\}/g, (match, key: string) => values[key] ?? match);
}
