import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EXECUTION_STATUSES, type TExecutionStatus } from '../../components/status-badge.tsx';
import { Input } from '../../components/ui/input.tsx';
import { cn } from '../../lib/utils.ts';

const SEARCH_DELAY_MS = 300;

/** The search box: the list follows the typing once it pauses, not on every key. */
export function ExecutionSearch({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const intl = useIntl();
  const id = useId();
  const [draft, setDraft] = useState(value);
  const committed = useRef(value);
  // The address changed by itself (back button, a link): show what it says.
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setDraft(value);
    }
  }, [value]);
  useEffect(() => {
    const text = draft.trim();
    if (text === committed.current) {
      return;
    }
    const timer = window.setTimeout(() => {
      committed.current = text;
      onChange(text);
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [draft, onChange]);
  return (
    <div className="relative w-full sm:max-w-xs">
      <label htmlFor={id} className="sr-only">
        <FormattedMessage id="executions.search" />
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        type="search"
        data-testid="executions-search"
        placeholder={intl.formatMessage({ id: 'executions.searchPlaceholder' })}
        value={draft}
        maxLength={200}
        onChange={(event) => setDraft(event.target.value)}
        className="pl-8"
      />
    </div>
  );
}

/** Toggle buttons, one per status; none pressed means every status. */
export function StatusFilter({
  selected,
  onChange,
}: {
  selected: readonly TExecutionStatus[];
  onChange: (statuses: TExecutionStatus[]) => void;
}) {
  return (
    <fieldset data-testid="executions-status-filter" className="flex flex-wrap gap-1">
      <legend className="sr-only">
        <FormattedMessage id="executions.statusFilter" />
      </legend>
      {EXECUTION_STATUSES.map((status) => {
        const pressed = selected.includes(status);
        return (
          <button
            key={status}
            type="button"
            data-testid={`status-filter-${status}`}
            aria-pressed={pressed}
            onClick={() =>
              onChange(
                pressed
                  ? selected.filter((other) => other !== status)
                  : EXECUTION_STATUSES.filter((other) => other === status || selected.includes(other)),
              )
            }
            className={cn(
              'inline-flex h-8 items-center rounded-full border px-3 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
              pressed
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-border bg-background text-muted-foreground hover:bg-muted hover:text-foreground',
            )}
          >
            <FormattedMessage id={`executionStatus.${status}`} />
          </button>
        );
      })}
    </fieldset>
  );
}
