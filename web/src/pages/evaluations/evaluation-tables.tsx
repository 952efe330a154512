import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { TableHeader } from '../../components/table-header.tsx';
import { Table, TableRow, Td } from '../../components/ui/table.tsx';
import { cn } from '../../lib/utils.ts';
import { Accuracy, type TEvaluationDetail } from './evaluation-labels.tsx';

const show = (value: unknown) => (value === null || value === undefined ? '–' : JSON.stringify(value));

/** Per field: candidate and baseline accuracy, better rows green and worse rows red. */
export function FieldTable({ evaluation }: { evaluation: TEvaluationDetail }) {
  return (
    <Table data-testid="evaluation-fields">
      <TableHeader ruled columns={['evaluations.field', 'evaluations.accuracy', 'evaluations.baseline']} />
      <tbody>
        {evaluation.fields.map((field) => {
          const difference =
            field.accuracy !== null && field.baseline_accuracy !== null ? field.accuracy - field.baseline_accuracy : 0;
          return (
            <TableRow
              key={field.path}
              data-testid="evaluation-field"
              data-path={field.path}
              data-tone={difference > 0 ? 'better' : difference < 0 ? 'worse' : 'same'}
              className={cn(difference > 0 && 'bg-emerald-500/10', difference < 0 && 'bg-destructive/10')}
            >
              <Td className="font-mono text-xs">{field.path}</Td>
              <Td>
                <Accuracy value={field.accuracy} />
              </Td>
              <Td>
                <Accuracy value={field.baseline_accuracy} />
              </Td>
            </TableRow>
          );
        })}
      </tbody>
    </Table>
  );
}

/** Per execution: the fields where the candidate or the baseline differs from the reviewed result. */
export function DocumentDiffs({ evaluation, projectId }: { evaluation: TEvaluationDetail; projectId: string }) {
  const withBaseline = evaluation.kind === 'evaluation';
  return (
    <div className="flex flex-col gap-4">
      {evaluation.documents.map((document) => (
        <section key={document.execution_id} data-testid="evaluation-document" className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">
            <Link
              href={`/projects/${projectId}/executions/${document.execution_id}`}
              className="underline-offset-4 hover:underline"
            >
              <FormattedMessage id="evaluations.execution" values={{ id: document.execution_id.slice(0, 8) }} />
            </Link>
          </h3>
          {document.error ? <p className="text-sm text-destructive">{document.error}</p> : null}
          {document.diffs.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              <FormattedMessage id="evaluations.noDiffs" />
            </p>
          ) : (
            <Table>
              <TableHeader
                ruled
                columns={[
                  'evaluations.field',
                  'evaluations.expected',
                  'evaluations.got',
                  ...(withBaseline ? (['evaluations.baseline'] as const) : []),
                ]}
              />
              <tbody>
                {document.diffs.map((diff) => (
                  <TableRow key={diff.path} data-testid="evaluation-diff" data-path={diff.path}>
                    <Td className="font-mono text-xs">{diff.path}</Td>
                    <Td className="font-mono text-xs">{show(diff.expected)}</Td>
                    <Td className="font-mono text-xs" data-testid="evaluation-diff-got">
                      {show(diff.got)}
                    </Td>
                    {withBaseline ? <Td className="font-mono text-xs">{show(diff.baseline)}</Td> : null}
                  </TableRow>
                ))}
              </tbody>
            </Table>
          )}
        </section>
      ))}
    </div>
  );
}
