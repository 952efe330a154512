import { Check } from 'lucide-react';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ZOutputSchema } from '../../../../../src/extraction/schema/output-schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import type { TMessageDescriptor } from '../../../i18n/field-messages.ts';
import { schemaIssueMessage } from './revision-draft.ts';
import { fromOutputSchema, type TEditorSchema, toOutputSchema } from './schema-tree.ts';

type TJsonProblem = { path: string; message: TMessageDescriptor };

/** Where in the JSON an issue is, as dotted text: `1.items.properties.0.name`. */
const readablePath = (path: readonly PropertyKey[]) => path.map(String).join('.');

/**
 * The schema as JSON. Admins may edit it; "Apply" replaces the tree only with JSON that parses
 * and passes the server's ZOutputSchema, so the tree never holds a shape it cannot show.
 */
export function SchemaJsonView({
  schema,
  editable,
  onApply,
}: {
  schema: TEditorSchema;
  editable: boolean;
  onApply: (schema: TEditorSchema) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState(() => JSON.stringify(toOutputSchema(schema), null, 2));
  const [problems, setProblems] = useState<TJsonProblem[]>([]);
  const apply = () => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      setProblems([{ path: '', message: { id: 'schema.json.invalid' } }]);
      return;
    }
    const result = ZOutputSchema.safeParse(parsed);
    if (!result.success) {
      setProblems(
        result.error.issues
          .slice(0, 10)
          .map((issue) => ({ path: readablePath(issue.path), message: schemaIssueMessage(issue) })),
      );
      return;
    }
    setProblems([]);
    onApply(fromOutputSchema(result.data));
  };
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>
        <FormattedMessage id="schema.json.label" />
      </Label>
      <Textarea
        id={id}
        data-testid="schema-json"
        readOnly={!editable}
        spellCheck={false}
        rows={Math.min(30, Math.max(8, text.split('\n').length))}
        className="font-mono text-xs"
        value={text}
        aria-invalid={problems.length > 0 || undefined}
        aria-describedby={problems.length > 0 ? `${id}-errors` : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {problems.length > 0 ? (
        <ul
          id={`${id}-errors`}
          data-testid="schema-json-error"
          className="flex flex-col gap-1 text-sm text-destructive"
        >
          {problems.map((problem, index) => (
            // Problems have no identity of their own; their order is the parser's.
            <li key={index}>
              {problem.path ? <code className="mr-1 font-mono">{problem.path}</code> : null}
              {intl.formatMessage({ id: problem.message.id }, problem.message.values)}
            </li>
          ))}
        </ul>
      ) : null}
      {editable ? (
        <Button variant="outline" data-testid="schema-json-apply" className="self-start" onClick={apply}>
          <Check aria-hidden="true" />
          <FormattedMessage id="schema.json.apply" />
        </Button>
      ) : null}
    </div>
  );
}
