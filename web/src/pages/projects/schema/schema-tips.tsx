import { Lightbulb } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../i18n/messages.ts';

const TIPS: { title: MessageId; body: MessageId }[] = [
  { title: 'schemaTips.kinds.title', body: 'schemaTips.kinds.body' },
  { title: 'schemaTips.formats.title', body: 'schemaTips.formats.body' },
  { title: 'schemaTips.descriptions.title', body: 'schemaTips.descriptions.body' },
  { title: 'schemaTips.required.title', body: 'schemaTips.required.body' },
];

/** Short help beside the editor: which kind to choose, what formats do, descriptions as instructions. */
export function SchemaTips({ id }: { id: string }) {
  return (
    <aside
      id={id}
      data-testid="schema-tips"
      className="flex flex-col gap-3 rounded-xl border border-primary/30 bg-primary/5 p-4 text-sm"
    >
      <h2 className="flex items-center gap-2 font-semibold">
        <Lightbulb aria-hidden="true" className="size-4 text-primary" />
        <FormattedMessage id="schemaTips.title" />
      </h2>
      <dl className="grid gap-3 md:grid-cols-2">
        {TIPS.map(({ title, body }) => (
          <div key={title} className="flex flex-col gap-1">
            <dt className="font-medium">
              <FormattedMessage id={title} />
            </dt>
            <dd className="text-muted-foreground">
              <FormattedMessage id={body} />
            </dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
