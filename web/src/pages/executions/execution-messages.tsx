import { CircleAlert, TriangleAlert } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import type { TCodedMessage } from '../../../../src/i18n/types.ts';
import { useCodedMessage } from '../../i18n/coded-message.ts';

/** An execution's errors or warnings, rendered from their codes in the UI's language. */
export function Messages({ kind, items }: { kind: 'errors' | 'warnings'; items: TCodedMessage[] }) {
  const render = useCodedMessage();
  if (items.length === 0) {
    return null;
  }
  const Icon = kind === 'errors' ? CircleAlert : TriangleAlert;
  return (
    <section
      data-testid={`execution-${kind}`}
      aria-labelledby={`execution-${kind}-title`}
      className={
        kind === 'errors'
          ? 'rounded-lg border border-destructive/40 bg-destructive/10 p-4'
          : 'rounded-lg border border-amber-500/40 bg-amber-500/10 p-4'
      }
    >
      <h3 id={`execution-${kind}-title`} className="mb-2 flex items-center gap-2 text-sm font-semibold">
        <Icon aria-hidden="true" className="size-4" />
        <FormattedMessage
          id={kind === 'errors' ? 'execution.errors' : 'execution.warnings'}
          values={{ count: items.length }}
        />
      </h3>
      <ul className="list-disc space-y-1 pl-6 text-sm">
        {items.map((item, index) => (
          <li key={index} data-code={item.code}>
            {render(item)}
          </li>
        ))}
      </ul>
    </section>
  );
}
