import { ChevronLeft, ChevronRight } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from './ui/button.tsx';

/**
 * Previous / "page N of M" / next for paged lists whose `page` counts from 0, as the API does.
 * `busy` (placeholder data while the next page loads) disables both buttons.
 */
export function Pagination(props: {
  page: number;
  totalPages: number;
  busy: boolean;
  onPageChange: (page: number) => void;
  testIds: { previous: string; status: string; next: string };
}) {
  const intl = useIntl();
  const { page, totalPages, busy, onPageChange, testIds } = props;
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'pagination.label' })}
      className="flex flex-wrap items-center justify-between gap-2"
    >
      <Button
        variant="outline"
        size="sm"
        data-testid={testIds.previous}
        disabled={page === 0 || busy}
        onClick={() => onPageChange(Math.max(0, Math.min(page, totalPages) - 1))}
      >
        <ChevronLeft aria-hidden="true" />
        <FormattedMessage id="pagination.previous" />
      </Button>
      <span data-testid={testIds.status} className="text-sm text-muted-foreground" aria-live="polite">
        <FormattedMessage id="pagination.status" values={{ page: page + 1, total: Math.max(totalPages, 1) }} />
      </span>
      <Button
        variant="outline"
        size="sm"
        data-testid={testIds.next}
        disabled={page + 1 >= totalPages || busy}
        onClick={() => onPageChange(page + 1)}
      >
        <FormattedMessage id="pagination.next" />
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}

/** A page number past the last page (an old link, a shrunken list): say so and offer the last page. */
export function PastLastPage(props: { totalPages: number; onPageChange: (page: number) => void; testId: string }) {
  return (
    <div data-testid={props.testId} className="flex flex-col items-center gap-3 py-8 text-center text-sm">
      <p className="text-muted-foreground">
        <FormattedMessage id="pagination.pastEnd" values={{ total: props.totalPages }} />
      </p>
      <Button variant="outline" size="sm" onClick={() => props.onPageChange(Math.max(0, props.totalPages - 1))}>
        <FormattedMessage id="pagination.toLast" />
      </Button>
    </div>
  );
}
