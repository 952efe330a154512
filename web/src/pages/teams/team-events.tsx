import { keepPreviousData } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'wouter';
import { EmptyState, ErrorState, LoadingState } from '../../components/page.tsx';
import { Pagination, PastLastPage } from '../../components/pagination.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Table, TableHead, TableRow, Td, Th } from '../../components/ui/table.tsx';
import { useCodedMessage } from '../../i18n/coded-message.ts';
import type { TTeamDetail, TTeamEvent } from '../../lib/api-types.ts';
import { formatDate, formatRelative } from '../../lib/format.ts';
import { pageParam } from '../../lib/search-params.ts';
import { trpc } from '../../lib/trpc.ts';
import { TeamPage } from './team-page.tsx';

const PER_PAGE = 20;

function EventRow({ event }: { event: TTeamEvent }) {
  const intl = useIntl();
  const render = useCodedMessage();
  return (
    <TableRow data-testid="event-row" data-type={event.event_type}>
      <Td className="w-0">
        <Badge variant={event.event_type}>
          <FormattedMessage id={`events.type.${event.event_type}`} />
        </Badge>
      </Td>
      <Td>
        <p className="font-medium" data-code={event.message?.code}>
          {event.message ? render(event.message) : event.title}
        </p>
        {/* In the UI's language: the server's `description` follows the call's Accept-Language, and a
            cached page would keep the language it was fetched in after a switch. */}
        {event.description_detail ? (
          <p className="text-muted-foreground" data-testid="event-description">
            {render(event.description_detail)}
          </p>
        ) : null}
      </Td>
      <Td className="whitespace-nowrap text-right text-muted-foreground">
        <time dateTime={event.created_at} title={formatDate(event.created_at, intl.locale)}>
          {formatRelative(event.created_at, intl.locale)}
        </time>
      </Td>
    </TableRow>
  );
}

const TYPES = ['success', 'info', 'warning', 'error'] as const;
type TEventType = (typeof TYPES)[number];
const typeParam = (value: string | null): TEventType | undefined => TYPES.find((type) => type === value);

function TypeFilter({ value, onChange }: { value: TEventType | undefined; onChange: (next: string) => void }) {
  const intl = useIntl();
  return (
    <label className="flex items-center gap-2 self-start text-sm">
      <span className="text-muted-foreground">
        <FormattedMessage id="events.filter.type" />
      </span>
      <select
        data-testid="events-type-filter"
        className="h-9 rounded-md border border-input bg-background px-2 text-sm"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{intl.formatMessage({ id: 'events.filter.all' })}</option>
        {TYPES.map((type) => (
          <option key={type} value={type}>
            {intl.formatMessage({ id: `events.type.${type}` })}
          </option>
        ))}
      </select>
    </label>
  );
}

function EventList({ team }: { team: TTeamDetail }) {
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('page'));
  const type = typeParam(params.get('type'));
  const events = trpc.teams.listEvents.useQuery(
    { teamId: team.id, page, per_page: PER_PAGE, event_type: type },
    { placeholderData: keepPreviousData },
  );
  const setParam = (name: string, value: string) =>
    setParams((previous) => {
      const updated = new URLSearchParams(previous);
      if (value) {
        updated.set(name, value);
      } else {
        updated.delete(name);
      }
      if (name !== 'page') {
        updated.delete('page');
      }
      return updated;
    });
  const goTo = (next: number) => setParam('page', String(next));
  const filter = <TypeFilter value={type} onChange={(next) => setParam('type', next)} />;
  if (events.isPending) {
    return <LoadingState />;
  }
  if (events.isError) {
    return <ErrorState error={events.error} />;
  }
  const { data, total_pages: totalPages } = events.data;
  if (data.length === 0 && page === 0 && !type) {
    return <EmptyState testId="events-empty" title={<FormattedMessage id="events.none" />} />;
  }
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-6">
        {filter}
        {data.length === 0 && page > 0 ? (
          <PastLastPage testId="events-past-end" totalPages={totalPages} onPageChange={goTo} />
        ) : data.length === 0 ? (
          <p data-testid="events-none-of-type" className="py-6 text-center text-sm text-muted-foreground">
            <FormattedMessage id="events.noneOfType" />
          </p>
        ) : (
          <>
            <Table data-testid="events-table" aria-busy={events.isPlaceholderData || undefined}>
              <caption className="sr-only">
                <FormattedMessage id="events.title" />
              </caption>
              <TableHead>
                <tr>
                  <Th>
                    <FormattedMessage id="events.column.type" />
                  </Th>
                  <Th>
                    <FormattedMessage id="events.column.event" />
                  </Th>
                  <Th className="text-right">
                    <FormattedMessage id="events.column.time" />
                  </Th>
                </tr>
              </TableHead>
              <tbody>
                {data.map((event) => (
                  <EventRow key={event.id} event={event} />
                ))}
              </tbody>
            </Table>
            <Pagination
              page={page}
              totalPages={totalPages}
              busy={events.isPlaceholderData}
              onPageChange={goTo}
              testIds={{ previous: 'events-prev', status: 'events-page', next: 'events-next' }}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** Spec §2 /teams/{teamId}/events?page=N: the team's events, newest first, `page` counting from 0 as the API does. */
export default function TeamEvents() {
  return (
    <TeamPage testId="team-events-page" title="events.title">
      {(team) => <EventList team={team} />}
    </TeamPage>
  );
}
