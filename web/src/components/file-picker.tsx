import { FileUp } from 'lucide-react';
import type { ComponentProps } from 'react';
import { FormattedMessage } from 'react-intl';
import { cn } from '../lib/utils.ts';

/**
 * A file input that speaks the UI's language: the browser's own control says "Choose File" /
 * "No file chosen" in the browser's language whatever the user picked here. The real input stays
 * (keyboard, screen readers, tests) but is visually replaced by a button and the chosen name.
 */
export function FilePicker({
  id,
  fileName,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { id: string; fileName: string | null }) {
  return (
    <div className={cn('flex min-w-0 flex-wrap items-center gap-3', className)}>
      <input id={id} type="file" className="peer sr-only" {...props} />
      <label
        htmlFor={id}
        className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border border-border bg-background px-3 text-sm font-medium hover:bg-muted peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-disabled:cursor-not-allowed peer-disabled:opacity-50"
      >
        <FileUp aria-hidden="true" className="size-4" />
        <FormattedMessage id="filePicker.choose" />
      </label>
      <span data-testid="file-picker-name" className="min-w-0 truncate text-sm text-muted-foreground">
        {fileName ?? <FormattedMessage id="filePicker.none" />}
      </span>
    </div>
  );
}
