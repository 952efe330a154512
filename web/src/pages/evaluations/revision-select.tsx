import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages.ts';
import { trpc } from '../../lib/trpc.ts';

/** A project's saved revisions and the one picked to evaluate: the newest until the user picks another. */
export function useRevisionChoice(projectId: string) {
  const revisions = trpc.projects.listRevisions.useQuery({ projectId });
  const [revisionId, setRevisionId] = useState('');
  const rows = revisions.data?.data ?? [];
  return { rows, chosen: revisionId || rows[0]?.id || '', choose: setRevisionId };
}

/** The labelled select of the revision an evaluation or a backfill runs. */
export function RevisionSelect({
  label,
  testId,
  choice,
}: {
  label: MessageId;
  testId?: string;
  choice: ReturnType<typeof useRevisionChoice>;
}) {
  const intl = useIntl();
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      <FormattedMessage id={label} />
      <select
        data-testid={testId}
        className="h-9 rounded-md border border-border bg-background px-2 text-sm"
        value={choice.chosen}
        onChange={(event) => choice.choose(event.target.value)}
      >
        {choice.rows.map((revision) => (
          <option key={revision.id} value={revision.id}>
            {intl.formatMessage({ id: 'revisions.revision' }, { revision: revision.revision })}
          </option>
        ))}
      </select>
    </label>
  );
}
