import { keepPreviousData } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'wouter';
import { EmptyState, ErrorState, LoadingState } from '../../components/page.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Table, TableHead, TableRow, Td, Th } from '../../components/ui/table.tsx';
import type { TTeamDetail, TTeamEvent } from '../../lib/api-types.ts';
import { formatDate, formatRelative } from '../../lib/format.ts';
import { pageParam } from '../../lib/search-params.ts';
import { trpc } from '../../lib/trpc.ts';
import { TeamPage } from './team-page.tsx';

const PER_PAGE = 20;

function EventRow({ event }: { event: TTeamEvent }) {
  const intl = useIntl();
  return (
    <TableRow data-testid="event-row" data-type={event.event_type}>
      <Td className="w-0">
        <Badge variant={event.event_type}>
          <FormattedMessage id={`events.type.${event.event_type}`} />
        </Badge>
      </Td>
      <Td>
        <p className="font-medium">{event.title}</p>
        {event.description ? <p className="text-muted-foreground">{event.description}</p> : null}
      </Td>
      <Td className="whitespace-nowrap text-right text-muted-foreground">
        <time dateTime={event.created_at} title={formatDate(event.created_at, intl.locale)}>
          {formatRelative(event.created_at, intl.locale)}
        </time>
      </Td>
    </TableRow>
  );
}

function EventList({ team }: { team: TTeamDetail }) {
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('page'));
  const events = trpc.teams.listEvents.useQuery(
    { teamId: team.id, page, per_page: PER_PAGE },
    { placeholderData: keepPreviousData },
  );
  if (events.isPending) {
    return <LoadingState />;
  }
  if (events.isError) {
    return <ErrorState error={events.error} />;
  }
  const { data, total_pages: totalPages } = events.data;
  const goTo = (next: number) =>
    setParams((previous) => {
      const updated = new URLSearchParams(previous);
      updated.set('page', String(next));
      return updated;
    });
  if (data.length === 0 && page === 0) {
    return <EmptyState testId="events-empty" title={<FormattedMessage id="events.none" />} />;
  }
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-6">
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
