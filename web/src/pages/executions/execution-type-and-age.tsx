import { FormattedMessage } from 'react-intl';
import { TimeAgo } from '../../components/facts.tsx';
import { Td } from '../../components/ui/table.tsx';
import type { TListedExecution } from './execution-export.ts';

/** The last two cells of an execution's row in a list: how it came in and how long ago. */
export function ExecutionTypeAndAgeCells({
  execution,
}: {
  execution: Pick<TListedExecution, 'execution_type' | 'created_at'>;
}) {
  return (
    <>
      <Td>
        <FormattedMessage id={`executionType.${execution.execution_type}`} />
      </Td>
      <Td className="whitespace-nowrap text-muted-foreground">
        <TimeAgo value={execution.created_at} />
      </Td>
    </>
  );
}
