import { Download, Quote } from 'lucide-react';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CopyButton } from '../../components/copy-button.tsx';
import { Button } from '../../components/ui/button.tsx';
import { downloadText } from '../../lib/download.ts';
import { cn } from '../../lib/utils.ts';

export type TSource = { page: number; quote: string; document?: string; confidence?: number };
export type TSources = Record<string, TSource>;

const INDENT = '  ';

/** Source paths read `items[0].price`; an `items.0.price` spelling (some models write it) means the same. */
export function normalizeSourcePath(path: string): string {
  return path.replace(/\.(\d+)(?=\.|\[|$)/g, '[$1]');
}

const childPath = (parent: string, key: string | number) =>
  typeof key === 'number' ? `${parent}[${key}]` : parent ? `${parent}.${key}` : key;

const LEAF_CLASS = {
  string: 'text-emerald-700 dark:text-emerald-300',
  number: 'text-amber-700 dark:text-amber-300',
  other: 'text-violet-700 dark:text-violet-300',
};

type TRenderContext = {
  sources: Map<string, TSource>;
  active: string | null;
  panelId: string;
  onActivate: (path: string) => void;
};

function Leaf({ value, path, context }: { value: unknown; path: string; context: TRenderContext }) {
  const text = JSON.stringify(value);
  const tone =
    typeof value === 'string' ? LEAF_CLASS.string : typeof value === 'number' ? LEAF_CLASS.number : LEAF_CLASS.other;
  if (!context.sources.has(path)) {
    return <span className={tone}>{text}</span>;
  }
  // A button, so keyboard users reach every value that has a source; the panel follows focus and hover.
  return (
    <button
      type="button"
      data-testid="json-source-value"
      data-path={path}
      aria-describedby={context.panelId}
      aria-pressed={context.active === path}
      onMouseEnter={() => context.onActivate(path)}
      onFocus={() => context.onActivate(path)}
      onClick={() => context.onActivate(path)}
      className={cn(
        'cursor-help rounded-sm underline decoration-dotted underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-ring',
        tone,
        context.active === path && 'bg-primary/15',
      )}
    >
      {text}
    </button>
  );
}

/** Renders like JSON.stringify(value, null, 2), so what is shown is exactly what copy and download give. */
function renderJson(value: unknown, path: string, depth: number, context: TRenderContext): ReactNode {
  const pad = INDENT.repeat(depth);
  const inner = INDENT.repeat(depth + 1);
  if (Array.isArray(value)) {
    if (value.length === 0) {
      return '[]';
    }
    return (
      <>
        {'[\n'}
        {value.map((item, index) => (
          <span key={index}>
            {inner}
            {renderJson(item, childPath(path, index), depth + 1, context)}
            {index < value.length - 1 ? ',\n' : '\n'}
          </span>
        ))}
        {`${pad}]`}
      </>
    );
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    if (entries.length === 0) {
      return '{}';
    }
    return (
      <>
        {'{\n'}
        {entries.map(([key, item], index) => (
          <span key={key}>
            {inner}
            <span className="text-sky-700 dark:text-sky-300">{JSON.stringify(key)}</span>
            {': '}
            {renderJson(item, childPath(path, key), depth + 1, context)}
            {index < entries.length - 1 ? ',\n' : '\n'}
          </span>
        ))}
        {`${pad}}`}
      </>
    );
  }
  return <Leaf value={value} path={path} context={context} />;
}

function SourcePanel({ id, path, source }: { id: string; path: string | null; source: TSource | undefined }) {
  const intl = useIntl();
  return (
    <aside
      id={id}
      data-testid="source-panel"
      aria-live="polite"
      className="flex flex-col gap-3 rounded-lg border border-border bg-muted/40 p-4 text-sm lg:sticky lg:top-4 lg:self-start"
    >
      <h3 className="flex items-center gap-2 font-semibold">
        <Quote aria-hidden="true" className="size-4" />
        <FormattedMessage id="execution.sourceTitle" />
      </h3>
      {path && source ? (
        <>
          <code data-testid="source-path" className="font-mono text-xs break-all text-muted-foreground">
            {path}
          </code>
          <p data-testid="source-page">
            {source.document ? (
              <FormattedMessage id="execution.sourcePageOf" values={{ page: source.page, document: source.document }} />
            ) : (
              <FormattedMessage id="execution.sourcePage" values={{ page: source.page }} />
            )}
          </p>
          <blockquote
            data-testid="source-quote"
            className="border-l-2 border-primary pl-3 font-mono text-xs break-words whitespace-pre-wrap"
          >
            {source.quote}
          </blockquote>
          {source.confidence === undefined ? null : (
            <p data-testid="source-confidence" className="text-xs text-muted-foreground">
              <FormattedMessage
                id="execution.sourceConfidence"
                values={{ confidence: intl.formatNumber(source.confidence, { style: 'percent' }) }}
              />
            </p>
          )}
        </>
      ) : (
        <p className="text-muted-foreground">
          <FormattedMessage id="execution.sourceHint" />
        </p>
      )}
    </aside>
  );
}

/** Spec §3 execution json_result, pretty-printed, with copy, download and (when known) each value's source. */
export function JsonResultView({
  result,
  sources,
  fileName,
}: {
  result: Record<string, unknown>;
  sources: TSources | null;
  fileName: string;
}) {
  const intl = useIntl();
  const panelId = useId();
  const [active, setActive] = useState<string | null>(null);
  const sourceMap = useMemo(
    () => new Map(Object.entries(sources ?? {}).map(([path, source]) => [normalizeSourcePath(path), source])),
    [sources],
  );
  const pretty = useMemo(() => JSON.stringify(result, null, 2), [result]);
  const download = () => downloadText(fileName, pretty, 'application/json');
  const context: TRenderContext = { sources: sourceMap, active, panelId, onActivate: setActive };
  const hasSources = sourceMap.size > 0;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <CopyButton
          text={pretty}
          data-testid="execution-json-copy"
          label={<FormattedMessage id="execution.copyJson" />}
        />
        <Button variant="outline" size="sm" data-testid="execution-json-download" onClick={download}>
          <Download aria-hidden="true" />
          <FormattedMessage id="execution.downloadJson" />
        </Button>
      </div>
      <div className={cn('grid gap-4', hasSources && 'lg:grid-cols-[minmax(0,1fr)_18rem]')}>
        <section aria-label={intl.formatMessage({ id: 'execution.jsonLabel' })} className="min-w-0">
          <pre
            data-testid="execution-json"
            className="max-h-[36rem] overflow-auto rounded-lg border border-border bg-muted/40 p-4 font-mono text-xs leading-relaxed"
          >
            {renderJson(result, '', 0, context)}
          </pre>
        </section>
        {hasSources ? (
          <SourcePanel id={panelId} path={active} source={active ? sourceMap.get(active) : undefined} />
        ) : null}
      </div>
    </div>
  );
}
