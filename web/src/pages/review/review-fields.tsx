import { Plus, Quote, Trash2 } from 'lucide-react';
import { createContext, use } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DayInput } from '../../components/day-input.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Input } from '../../components/ui/input.tsx';
import { cn } from '../../lib/utils.ts';
import type { TSources } from '../executions/json-result-view.tsx';
import { getAt, numberFromText, pathText, reviewIssueMessageId, type TPathPart } from './review-value.ts';

/** A schema node as the revision API returns it. */
export type TNode = {
  type: 'object' | 'array' | 'string' | 'number' | 'boolean';
  name?: string;
  description?: string;
  format?: string | null;
  properties?: TNode[];
  items?: TNode;
};

type TReviewContext = {
  value: unknown;
  sources: TSources;
  issues: Map<string, string>;
  onChange: (path: TPathPart[], next: unknown) => void;
};

export const ReviewContext = createContext<TReviewContext | null>(null);

const useReview = () => {
  const context = use(ReviewContext);
  if (!context) {
    throw new Error('ReviewContext missing');
  }
  return context;
};

const emptyOf = (node: TNode): unknown =>
  node.type === 'object'
    ? Object.fromEntries((node.properties ?? []).map((child) => [child.name ?? '', emptyOf(child)]))
    : node.type === 'array'
      ? []
      : null;

function SourceNote({ path }: { path: string }) {
  const { sources } = useReview();
  const source = sources[path];
  if (!source) {
    return null;
  }
  return (
    <p data-testid="review-source" className="flex items-start gap-1 text-xs text-muted-foreground">
      <Quote aria-hidden="true" className="mt-0.5 size-3 shrink-0" />
      <span>
        <FormattedMessage id="review.sourcePage" values={{ page: source.page }} /> “{source.quote}”
      </span>
    </p>
  );
}

function Leaf({ node, path, label }: { node: TNode; path: TPathPart[]; label: string }) {
  const intl = useIntl();
  const { value, issues, onChange } = useReview();
  const key = pathText(path);
  const current = getAt(value, path);
  const issue = issues.get(key);
  const id = `review-${key}`;
  const described = {
    'aria-describedby': issue ? `${id}-issue` : undefined,
    'data-testid': 'review-field',
    'data-path': key,
  };
  const text = current === null || current === undefined ? '' : String(current);
  const control =
    node.type === 'boolean' ? (
      <Checkbox
        {...described}
        id={id}
        checked={current === true}
        onChange={(event) => onChange(path, event.target.checked)}
      />
    ) : node.type === 'string' && node.format === 'date' ? (
      // The UI's own day field: the browser's date input speaks the browser's language, not the UI's.
      <DayInput {...described} id={id} value={text} onDayChange={(day) => onChange(path, day === '' ? null : day)} />
    ) : (
      <Input
        {...described}
        id={id}
        inputMode={node.type === 'number' ? 'decimal' : undefined}
        aria-invalid={issue ? true : undefined}
        value={text}
        onChange={(event) =>
          onChange(
            path,
            node.type === 'number'
              ? numberFromText(event.target.value)
              : event.target.value === ''
                ? null
                : event.target.value,
          )
        }
      />
    );
  return (
    <div className="grid gap-1 sm:grid-cols-[minmax(8rem,12rem)_1fr] sm:items-start sm:gap-3">
      <label htmlFor={id} className="pt-2 text-sm font-medium break-words" title={node.description}>
        {label}
      </label>
      <div className="flex flex-col gap-1">
        {control}
        {issue ? (
          <p id={`${id}-issue`} role="alert" className="text-xs text-destructive">
            {intl.formatMessage({ id: reviewIssueMessageId(current) })}
          </p>
        ) : null}
        <SourceNote path={key} />
      </div>
    </div>
  );
}

/** One node of the schema as form controls: objects as groups, lists with add and remove, leaves as inputs. */
export function ReviewNode({ node, path, label }: { node: TNode; path: TPathPart[]; label: string }) {
  const intl = useIntl();
  const { value, onChange } = useReview();
  if (node.type === 'object') {
    return (
      <fieldset className={cn('flex flex-col gap-3', path.length > 0 && 'rounded-md border border-border p-3')}>
        {path.length > 0 ? <legend className="px-1 text-sm font-semibold">{label}</legend> : null}
        {(node.properties ?? []).map((child) => (
          <ReviewNode key={child.name} node={child} path={[...path, child.name ?? '']} label={child.name ?? ''} />
        ))}
      </fieldset>
    );
  }
  if (node.type === 'array' && node.items) {
    const items = getAt(value, path);
    const list = Array.isArray(items) ? items : [];
    const itemNode = node.items;
    return (
      <fieldset className="flex flex-col gap-2 rounded-md border border-border p-3">
        <legend className="px-1 text-sm font-semibold">{label}</legend>
        {list.map((_, index) => (
          <div key={index} className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              <ReviewNode node={itemNode} path={[...path, index]} label={`${label} ${index + 1}`} />
            </div>
            <Button
              variant="ghost"
              size="sm"
              aria-label={intl.formatMessage({ id: 'review.removeItem' }, { index: index + 1 })}
              onClick={() =>
                onChange(
                  path,
                  list.filter((__, other) => other !== index),
                )
              }
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ))}
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => onChange(path, [...list, emptyOf(itemNode)])}
        >
          <Plus aria-hidden="true" />
          <FormattedMessage id="review.addItem" />
        </Button>
      </fieldset>
    );
  }
  return <Leaf node={node} path={path} label={label} />;
}
