import type { ReactNode } from 'react';
import { cn } from '../lib/utils.ts';
import { CardDescription, CardHeader, CardTitle } from './ui/card.tsx';

/**
 * A card's title and description on the left, its actions or key figure on the right (below them
 * where the card is narrow).
 */
export function CardHeaderWithActions({
  title,
  description,
  className,
  children,
}: {
  title: ReactNode;
  description: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <CardHeader className={cn('flex-row flex-wrap items-start justify-between gap-4', className)}>
      <div className="flex flex-col gap-1.5">
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </div>
      {children}
    </CardHeader>
  );
}
