import type { IntlShape } from 'react-intl';

/** An execution's name on screen: its title, or "Untitled (first 8 of the id)" while it has none. */
export function executionLabel(intl: IntlShape, execution: { id: string; title?: string | null }): string {
  return execution.title ?? intl.formatMessage({ id: 'executions.untitled' }, { id: execution.id.slice(0, 8) });
}
