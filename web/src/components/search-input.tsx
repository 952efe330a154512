import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../lib/utils.ts';
import { Input } from './ui/input.tsx';

/** A search box with the magnifier drawn inside it; place it in a `relative` container. */
export function SearchInput({ className, ...props }: Omit<ComponentProps<typeof Input>, 'type'>) {
  return (
    <>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input type="search" maxLength={200} className={cn('pl-8', className)} {...props} />
    </>
  );
}
