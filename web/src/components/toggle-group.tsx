import type { ReactNode } from 'react';
import { cn } from '../lib/utils.ts';

type TToggleGroupProps<T extends string> = {
  legend: ReactNode;
  /** The legend for screen readers only (a card's title already says what the buttons choose). */
  hideLegend?: boolean;
  options: readonly T[];
  isPressed: (option: T) => boolean;
  onToggle: (option: T) => void;
  labelOf: (option: T) => ReactNode;
  testIdOf: (option: T) => string;
  size?: 'sm' | 'default';
  /** Rounded pills (filters that combine) rather than boxes (one choice of several). */
  pills?: boolean;
  testId?: string;
};

/** A row of pressed/unpressed buttons (range choices, status filters) with its legend. */
export function ToggleGroup<T extends string>(props: TToggleGroupProps<T>) {
  const { legend, hideLegend, options, isPressed, onToggle, labelOf, testIdOf, size = 'sm', pills, testId } = props;
  return (
    <fieldset data-testid={testId} className={hideLegend ? 'flex flex-wrap gap-1' : 'flex flex-col gap-2'}>
      <legend className={hideLegend ? 'sr-only' : 'mb-2 text-sm font-medium leading-none'}>{legend}</legend>
      <div className="flex flex-wrap gap-1">
        {options.map((option) => {
          const pressed = isPressed(option);
          return (
            <button
              key={option}
              type="button"
              data-testid={testIdOf(option)}
              aria-pressed={pressed}
              onClick={() => onToggle(option)}
              className={cn(
                'inline-flex items-center border px-3 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
                size === 'sm' ? 'h-8' : 'h-9',
                pills ? 'rounded-full' : 'rounded-md',
                pressed
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-background text-muted-foreground hover:bg-muted hover:text-foreground',
              )}
            >
              {labelOf(option)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
