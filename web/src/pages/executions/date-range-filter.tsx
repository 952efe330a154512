import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { DayInput } from '../../components/day-input.tsx';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` from the address, or '' when missing or malformed. */
export const dayParam = (value: string | null): string => (value && DAY.test(value) ? value : '');

/**
 * The API's range for whole local days: `from` at the start of the first day (inclusive), `to` at
 * the start of the day after the last (exclusive), as ISO date-times with the offset of this browser.
 */
export function dayRange(fromDay: string, toDay: string): { from?: string; to?: string } {
  const startOf = (day: string, plusDays = 0) => {
    const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
    return new Date(year, month - 1, date + plusDays).toISOString();
  };
  return { from: fromDay ? startOf(fromDay) : undefined, to: toDay ? startOf(toDay, 1) : undefined };
}

/** One end of the range: its label, then its day picker. */
function RangeEnd({
  end,
  value,
  onDayChange,
}: {
  end: 'from' | 'to';
  value: string;
  onDayChange: (day: string) => void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="text-muted-foreground">
        <FormattedMessage id={end === 'from' ? 'executions.dateFrom' : 'executions.dateTo'} />
      </label>
      <DayInput id={id} data-testid={`executions-${end}`} className="w-32" value={value} onDayChange={onDayChange} />
    </>
  );
}

/** Two day pickers: executions created from the first day through the last (either may stay open). */
export function DateRangeFilter(props: {
  from: string;
  to: string;
  onChange: (next: { from: string; to: string }) => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <RangeEnd end="from" value={props.from} onDayChange={(from) => props.onChange({ from, to: props.to })} />
      <RangeEnd end="to" value={props.to} onDayChange={(to) => props.onChange({ from: props.from, to })} />
    </div>
  );
}
