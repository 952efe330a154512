import { CircleCheck, CircleX, Send } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormError } from '../../components/form.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useCodedMessage } from '../../i18n/coded-message.ts';
import { errorMessageOf } from '../../i18n/error-message.ts';
import { trpc } from '../../lib/trpc.ts';
import { cn } from '../../lib/utils.ts';
import type { TOutput } from './output-form-schema.ts';

/** Delivers a sample payload now and shows what the target answered. */
export function OutputTest({ output }: { output: TOutput }) {
  const intl = useIntl();
  const render = useCodedMessage();
  const utils = trpc.useUtils();
  const test = trpc.outputs.test.useMutation({
    onSettled: () => {
      void utils.outputs.listDeliveries.invalidate({ projectId: output.project_id, outputId: output.id });
      void utils.outputs.list.invalidate({ projectId: output.project_id });
    },
  });
  const result = test.data;
  return (
    <div className="flex flex-col gap-3">
      <Button
        variant="outline"
        data-testid="output-test"
        className="self-start"
        disabled={test.isPending}
        aria-busy={test.isPending || undefined}
        onClick={() => test.mutate({ projectId: output.project_id, outputId: output.id })}
      >
        {test.isPending ? <Spinner size={16} /> : <Send aria-hidden="true" />}
        <FormattedMessage id="outputTest.send" />
      </Button>
      <div aria-live="polite">
        {test.isError ? <FormError>{errorMessageOf(intl, test.error)}</FormError> : null}
        {result ? (
          <div
            data-testid="output-test-result"
            data-ok={result.ok}
            className={cn(
              'flex flex-col gap-1 rounded-md border p-3 text-sm',
              result.ok ? 'border-emerald-500/40 bg-emerald-500/10' : 'border-destructive/40 bg-destructive/10',
            )}
          >
            <p className="flex items-center gap-2 font-medium">
              {result.ok ? (
                <CircleCheck aria-hidden="true" className="size-4 text-emerald-600 dark:text-emerald-400" />
              ) : (
                <CircleX aria-hidden="true" className="size-4 text-destructive" />
              )}
              <FormattedMessage id={result.ok ? 'outputTest.ok' : 'outputTest.failed'} />
            </p>
            <p className="text-muted-foreground">
              <FormattedMessage
                id="outputTest.details"
                values={{
                  code: result.response_code ?? '–',
                  duration: intl.formatNumber(result.duration_ms, { style: 'unit', unit: 'millisecond' }),
                }}
              />
            </p>
            {result.error_detail ? (
              // Why it failed, in the UI's language (network errors too); a text no catalogue knows is shown as received.
              <code data-testid="output-test-error" className="font-mono text-xs break-words">
                {render(result.error_detail)}
              </code>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
