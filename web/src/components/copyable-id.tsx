import { useIntl } from 'react-intl';
import { CopyButton } from './copy-button.tsx';

/** An id as support and API users need it: shown in full (monospace, wraps on phones) with a copy button. */
export function CopyableId({ id, testId }: { id: string; testId?: string }) {
  const intl = useIntl();
  return (
    <span className="inline-flex max-w-full items-center gap-1 text-xs text-muted-foreground">
      <code data-testid={testId} className="break-all font-mono">
        {id}
      </code>
      <CopyButton
        text={id}
        variant="ghost"
        size="icon"
        title={intl.formatMessage({ id: 'actions.copyId' })}
        className="size-7"
        label={<span className="sr-only">{intl.formatMessage({ id: 'actions.copyId' })}</span>}
      />
    </span>
  );
}
