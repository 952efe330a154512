import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils.ts';

export const badgeVariants = cva(
  'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium',
  {
    variants: {
      variant: {
        default: 'bg-primary/15 text-primary',
        muted: 'bg-muted text-muted-foreground',
        success: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300',
        info: 'bg-sky-500/15 text-sky-700 dark:text-sky-300',
        warning: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
        error: 'bg-destructive/15 text-destructive',
        count: 'min-w-5 justify-center bg-primary px-1.5 text-primary-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Badge({ className, variant, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
