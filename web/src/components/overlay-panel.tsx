import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from './ui/button.tsx';

/**
 * A modal panel that a header icon button opens (the command palette, the phone menu): the page
 * dims behind it; the panel places itself through `className`. It has a title but no description.
 * `button` takes the icon as its children, with its test id and accessible label.
 */
export function OverlayPanel({
  open,
  onOpenChange,
  button,
  testId,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  button: Omit<ComponentProps<typeof Button>, 'variant' | 'size'> & { 'data-testid': string; 'aria-label': string };
  testId: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Trigger asChild>
        <Button variant="ghost" size="icon" {...button} />
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <DialogPrimitive.Content data-testid={testId} aria-describedby={undefined} className={className}>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
