import type { ComponentProps, ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from './ui/dialog.tsx';

/**
 * A dialog that a button opens, with a title and a description above its body: the shape of the
 * dialogs that create or copy something. The caller keeps `open` so the body can close it when done.
 */
export function ButtonDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  testId,
  contentProps,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button; it opens the dialog. */
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  testId?: string;
  contentProps?: Omit<ComponentProps<typeof DialogContent>, 'children'>;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent data-testid={testId} {...contentProps}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
