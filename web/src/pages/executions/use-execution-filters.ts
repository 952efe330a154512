import { useCallback } from 'react';
import { useSearchParams } from 'wouter';
import { EXECUTION_STATUSES, type TExecutionStatus } from '../../components/status-badge.tsx';
import { pageParam } from '../../lib/search-params.ts';
import { dayParam } from './date-range-filter.tsx';

/** page, text, status (repeated) and the from/to days live in the address, so a filtered list can be shared and survives a reload. */
export function useExecutionFilters() {
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('page'));
  const text = params.get('text') ?? '';
  const statuses = EXECUTION_STATUSES.filter((status) => params.getAll('status').includes(status));
  const from = dayParam(params.get('from'));
  const to = dayParam(params.get('to'));
  const change = useCallback(
    (next: { page?: number; text?: string; statuses?: TExecutionStatus[]; from?: string; to?: string }) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (next.text !== undefined) {
            updated.delete('text');
            if (next.text) {
              updated.set('text', next.text);
            }
          }
          for (const name of ['from', 'to'] as const) {
            if (next[name] !== undefined) {
              updated.delete(name);
              if (next[name]) {
                updated.set(name, next[name]);
              }
            }
          }
          if (next.statuses !== undefined) {
            updated.delete('status');
            for (const status of next.statuses) {
              updated.append('status', status);
            }
          }
          // A new filter starts at the first page.
          updated.delete('page');
          if (next.page) {
            updated.set('page', String(next.page));
          }
          return updated;
        },
        // Typing replaces the entry: Back should leave the list, not step through the letters.
        { replace: next.text !== undefined },
      ),
    [setParams],
  );
  return { page, text, statuses, from, to, change };
}
