import { FormattedMessage, useIntl } from 'react-intl';
import { Badge } from '../../../components/ui/badge.tsx';
import type { TRevision } from '../../../lib/api-types.ts';
import { formatDate, formatRelative } from '../../../lib/format.ts';
import { cn } from '../../../lib/utils.ts';

/** Where a revision came from: an older revision of this project (restored) or another project (copied). */
function OriginBadge({ revision, revisions }: { revision: TRevision; revisions: TRevision[] }) {
  if (!revision.copied_from_revision_id) {
    return null;
  }
  const source = revisions.find((other) => other.id === revision.copied_from_revision_id);
  return (
    <Badge variant="muted" data-testid="revision-origin">
      {source ? (
        <FormattedMessage id="revisions.restoredFrom" values={{ revision: source.revision }} />
      ) : (
        <FormattedMessage id="revisions.copied" />
      )}
    </Badge>
  );
}

/** The project's revisions, newest first; choosing one opens it in the editor. */
export function RevisionList({
  revisions,
  total,
  selectedId,
  onSelect,
}: {
  revisions: TRevision[];
  total: number;
  selectedId: string | undefined;
  onSelect: (revisionId: string) => void;
}) {
  const intl = useIntl();
  const newest = revisions[0]?.id;
  return (
    <nav aria-label={intl.formatMessage({ id: 'revisions.label' })} className="flex flex-col gap-2">
      <h2 className="px-1 text-sm font-semibold text-muted-foreground">
        <FormattedMessage id="revisions.title" values={{ count: total }} />
      </h2>
      {revisions.length === 0 ? (
        <p data-testid="revisions-empty" className="px-1 text-sm text-muted-foreground">
          <FormattedMessage id="revisions.none" />
        </p>
      ) : (
        <ol data-testid="revision-list" className="flex max-h-[70svh] flex-col gap-1 overflow-y-auto">
          {revisions.map((revision) => {
            const selected = revision.id === selectedId;
            return (
              <li key={revision.id}>
                <button
                  type="button"
                  data-testid="revision-row"
                  data-revision={revision.revision}
                  aria-current={selected ? 'true' : undefined}
                  onClick={() => onSelect(revision.id)}
                  className={cn(
                    'flex w-full flex-col gap-0.5 rounded-md border px-3 py-2 text-left text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    selected ? 'border-primary bg-primary/10' : 'border-transparent hover:bg-muted',
                  )}
                >
                  <span className="flex flex-wrap items-center gap-2 font-medium">
                    <FormattedMessage id="revisions.revision" values={{ revision: revision.revision }} />
                    {revision.id === newest ? (
                      <Badge variant="success">
                        <FormattedMessage id="revisions.latest" />
                      </Badge>
                    ) : null}
                    <OriginBadge revision={revision} revisions={revisions} />
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {revision.created_by_user_name ?? intl.formatMessage({ id: 'overview.system' })}
                    {' · '}
                    <time dateTime={revision.created_at} title={formatDate(revision.created_at, intl.locale)}>
                      {formatRelative(revision.created_at, intl.locale)}
                    </time>
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </nav>
  );
}
