import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SearchInput } from '../../components/search-input.tsx';
import { EXECUTION_STATUSES, type TExecutionStatus } from '../../components/status-badge.tsx';
import { ToggleGroup } from '../../components/toggle-group.tsx';
import { TYPING_PAUSE_MS } from '../../lib/use-debounced-value.ts';

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
    }, TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, onChange]);
  return (
    <div className="relative w-full sm:max-w-xs">
      <label htmlFor={id} className="sr-only">
        <FormattedMessage id="executions.search" />
      </label>
      <SearchInput
        id={id}
        data-testid="executions-search"
        placeholder={intl.formatMessage({ id: 'executions.searchPlaceholder' })}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
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
    <ToggleGroup
      testId="executions-status-filter"
      legend={<FormattedMessage id="executions.statusFilter" />}
      hideLegend
      pills
      options={EXECUTION_STATUSES}
      isPressed={(status) => selected.includes(status)}
      onToggle={(status) =>
        onChange(
          selected.includes(status)
            ? selected.filter((other) => other !== status)
            : EXECUTION_STATUSES.filter((other) => other === status || selected.includes(other)),
        )
      }
      labelOf={(status) => <FormattedMessage id={`executionStatus.${status}`} />}
      testIdOf={(status) => `status-filter-${status}`}
    />
  );
}
