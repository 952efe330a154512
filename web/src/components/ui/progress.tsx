import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils.ts';

type TProgressProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** 0 to 100; `null` while the amount is not known yet (the bar then pulses). */
  value: number | null;
  label: string;
  tone?: 'default' | 'success' | 'error';
};

/** A progress bar for assistive technology too (role, value and name), not only a coloured strip. */
export function Progress({ value, label, tone = 'default', className, ...props }: TProgressProps) {
  const rounded = value === null ? undefined : Math.round(Math.min(Math.max(value, 0), 100));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={rounded}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <div
        className={cn(
          'h-full rounded-full transition-[width] duration-200',
          tone === 'success' ? 'bg-emerald-500' : tone === 'error' ? 'bg-destructive' : 'bg-primary',
          rounded === undefined && 'animate-pulse',
        )}
        style={{ width: `${rounded ?? 100}%` }}
      />
    </div>
  );
}
