import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatDate, formatRelative } from '../lib/format.ts';

/** One term of a description list (<dl>): a small label over its value (medium weight unless `valueClassName`). */
export function Fact({
  label,
  children,
  testId,
  valueClassName = 'font-medium',
}: {
  label: ReactNode;
  children: ReactNode;
  testId?: string;
  valueClassName?: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd data-testid={testId} className={valueClassName}>
        {children}
      </dd>
    </div>
  );
}

/** A moment as date and time, "3 minutes ago" on hover; a dash when there is none yet. */
export function Moment({ value }: { value: string | null }) {
  const intl = useIntl();
  if (value === null) {
    return <span className="text-muted-foreground">–</span>;
  }
  return (
    <time dateTime={value} title={formatRelative(value, intl.locale)}>
      {formatDate(value, intl.locale, { dateStyle: 'medium', timeStyle: 'medium' })}
    </time>
  );
}

/** "3 minutes ago", the date and time on hover. */
export function TimeAgo({ value }: { value: string }) {
  const intl = useIntl();
  return (
    <time dateTime={value} title={formatDate(value, intl.locale)}>
      {formatRelative(value, intl.locale)}
    </time>
  );
}
