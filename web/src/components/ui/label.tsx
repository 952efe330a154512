import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils.ts';

/** A form label. Like Radix's Label (not used: it weighs on the sign-in page), a double click does not select its text. */
export function Label({ className, onMouseDown, ...props }: ComponentProps<'label'>) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or wrap the control.
    <label
      className={cn(
        'text-sm font-medium leading-none select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
        className,
      )}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        // Radix's rule: text selection on double click, but never inside a control in the label.
        if (
          !event.defaultPrevented &&
          event.detail > 1 &&
          !(event.target as HTMLElement).closest('button, input, select, textarea')
        ) {
          event.preventDefault();
        }
      }}
      {...props}
    />
  );
}
