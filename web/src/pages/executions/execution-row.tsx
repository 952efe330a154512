import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { ExecutionStatusBadge } from '../../components/status-badge.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { TableRow, Td } from '../../components/ui/table.tsx';
import { executionLabel } from '../../lib/execution-label.ts';
import type { TListedExecution } from './execution-export.ts';
import { ExecutionTypeAndAgeCells } from './execution-type-and-age.tsx';

/** One execution of the list, with its selection box for the bulk actions. */
export function ExecutionRow(props: {
  projectId: string;
  execution: TListedExecution;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}) {
  const { projectId, execution } = props;
  const intl = useIntl();
  const href = `/projects/${projectId}/executions/${execution.id}`;
  const label = executionLabel(intl, execution);
  return (
    <TableRow data-testid="execution-row" data-status={execution.status} data-id={execution.id}>
      <Td className="w-0">
        <Checkbox
          data-testid="execution-select"
          checked={props.selected}
          onChange={(event) => props.onSelect(event.target.checked)}
          aria-label={intl.formatMessage({ id: 'executions.select' }, { title: label })}
        />
      </Td>
      <Td className="w-0">
        <ExecutionStatusBadge status={execution.status} />
      </Td>
      <Td className="max-w-md">
        <Link
          href={href}
          data-testid="execution-link"
          className="block truncate font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {label}
        </Link>
        {execution.reference ? (
          <span className="block truncate text-xs text-muted-foreground">
            <FormattedMessage id="executions.referenceShort" values={{ reference: execution.reference }} />
          </span>
        ) : null}
      </Td>
      <Td className="text-right tabular-nums">
        <span data-testid="execution-file-count">{execution.document_count}</span>
      </Td>
      <ExecutionTypeAndAgeCells execution={execution} />
    </TableRow>
  );
}
