import { keepPreviousData } from '@tanstack/react-query';
import { ChevronDown, VenetianMask } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'wouter';
import { ConfirmedActionButton } from '../../components/confirmed-action-button.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/page.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { SearchInput } from '../../components/search-input.tsx';
import { TableHeader } from '../../components/table-header.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Table, TableRow, Td } from '../../components/ui/table.tsx';
import type { TRouterOutputs } from '../../lib/api-types.ts';
import { formatDate, formatRelative } from '../../lib/format.ts';
import { useStartImpersonation } from '../../lib/impersonation.ts';
import { pageParam } from '../../lib/search-params.ts';
import { useSignedInUser } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { cn } from '../../lib/utils.ts';
import { AdminFrame } from './admin-frame.tsx';
import { AdminUserDetail } from './admin-user-detail.tsx';

type TAdminUser = TRouterOutputs['admin']['listUsers']['data'][number];

const PER_PAGE = 20;
const SEARCH_DELAY_MS = 300;

function YesNo({ value, testId }: { value: boolean; testId: string }) {
  return (
    <Badge variant={value ? 'success' : 'muted'} data-testid={testId} data-value={String(value)}>
      <FormattedMessage id={value ? 'common.yes' : 'common.no'} />
    </Badge>
  );
}

function ImpersonateButton({ user }: { user: TAdminUser }) {
  const start = useStartImpersonation();
  return (
    <ConfirmedActionButton
      icon={<VenetianMask aria-hidden="true" />}
      label={<FormattedMessage id="adminUsers.impersonate" />}
      subject={user.name}
      testId="admin-impersonate"
      confirmTestId="admin-impersonate-confirm"
      title={<FormattedMessage id="adminUsers.impersonateTitle" values={{ name: user.name }} />}
      description={<FormattedMessage id="adminUsers.impersonateDescription" values={{ email: user.email }} />}
      confirmLabel={<FormattedMessage id="adminUsers.impersonateConfirm" />}
      mutation={start}
      onConfirm={(close) => start.mutate({ userId: user.id }, { onSuccess: close })}
    />
  );
}

function UserRow({ user, self }: { user: TAdminUser; self: boolean }) {
  const intl = useIntl();
  const detailId = useId();
  const [expanded, setExpanded] = useState(false);
  return (
    <>
      <TableRow data-testid="admin-user-row" data-email={user.email} data-expanded={String(expanded)}>
        <Td className="font-medium">
          <button
            type="button"
            data-testid="admin-user-expand"
            aria-expanded={expanded}
            aria-controls={expanded ? detailId : undefined}
            onClick={() => setExpanded(!expanded)}
            className="inline-flex items-center gap-1 rounded-md text-left outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            <ChevronDown
              aria-hidden="true"
              className={cn('size-4 shrink-0 transition-transform', expanded ? 'rotate-0' : '-rotate-90')}
            />
            {user.name}
            <span className="sr-only">
              <FormattedMessage id="adminUsers.details" />
            </span>
          </button>
        </Td>
        <Td className="break-all">{user.email}</Td>
        <Td>
          <Badge variant={user.role === 'admin' ? 'warning' : 'muted'} data-testid="admin-user-role">
            <FormattedMessage id={user.role === 'admin' ? 'adminUsers.role.admin' : 'adminUsers.role.user'} />
          </Badge>
        </Td>
        <Td>
          <YesNo value={user.email_verified} testId="admin-user-verified" />
        </Td>
        <Td>
          <YesNo value={user.has_two_factor} testId="admin-user-2fa" />
        </Td>
        <Td className="whitespace-nowrap text-muted-foreground">
          <time dateTime={user.created_at} title={formatDate(user.created_at, intl.locale)}>
            {formatRelative(user.created_at, intl.locale)}
          </time>
        </Td>
        <Td className="text-right">
          {/* Admins cannot be impersonated (the server refuses it too), nor can oneself. */}
          {user.role === 'user' && !self ? <ImpersonateButton user={user} /> : null}
        </Td>
      </TableRow>
      {expanded ? (
        <tr>
          <td colSpan={7} className="px-3 pb-3">
            <AdminUserDetail userId={user.id} id={detailId} />
          </td>
        </tr>
      ) : null}
    </>
  );
}

/** The search box: typing updates the list after a short pause and puts the text in the URL (page 0). */
function UserSearch() {
  const intl = useIntl();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const current = params.get('search') ?? '';
  const [text, setText] = useState(current);
  useEffect(() => {
    if (text.trim() === current) {
      return;
    }
    const timer = window.setTimeout(
      () =>
        setParams(
          (previous) => {
            const next = new URLSearchParams(previous);
            next.delete('page');
            if (text.trim() === '') {
              next.delete('search');
            } else {
              next.set('search', text.trim());
            }
            return next;
          },
          { replace: true },
        ),
      SEARCH_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [text, current, setParams]);
  return (
    <div className="flex max-w-md flex-col gap-2">
      <Label htmlFor={id}>
        <FormattedMessage id="adminUsers.search" />
      </Label>
      <div className="relative">
        <SearchInput
          id={id}
          data-testid="admin-users-search"
          placeholder={intl.formatMessage({ id: 'adminUsers.searchPlaceholder' })}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
    </div>
  );
}

function UserList() {
  const intl = useIntl();
  const me = useSignedInUser();
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('page'));
  const search = params.get('search')?.trim() || undefined;
  const users = trpc.admin.listUsers.useQuery(
    { page, per_page: PER_PAGE, search },
    { placeholderData: keepPreviousData },
  );
  if (users.isPending) {
    return <LoadingState />;
  }
  if (users.isError) {
    return <ErrorState error={users.error} />;
  }
  const { data, count, total_pages: totalPages } = users.data;
  const goTo = (next: number) =>
    setParams((previous) => {
      const updated = new URLSearchParams(previous);
      updated.set('page', String(next));
      return updated;
    });
  if (data.length === 0 && page === 0) {
    return <EmptyState testId="admin-users-empty" title={<FormattedMessage id="adminUsers.none" />} />;
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="admin-users-count">
        <FormattedMessage id="adminUsers.count" values={{ count }} />
      </p>
      <Table data-testid="admin-users-table" aria-busy={users.isPlaceholderData || undefined}>
        <TableHeader
          caption="admin.nav.users"
          columns={[
            'fields.name',
            'fields.email',
            'fields.role',
            'adminUsers.verified',
            {
              id: 'twoFactor',
              node: (
                <abbr title={intl.formatMessage({ id: 'account.nav.otp' })} className="no-underline">
                  <FormattedMessage id="adminUsers.twoFactor" />
                </abbr>
              ),
            },
            'adminUsers.created',
          ]}
          actions
        />
        <tbody>
          {data.map((user) => (
            <UserRow key={user.id} user={user} self={user.id === me.id} />
          ))}
        </tbody>
      </Table>
      <Pagination
        page={page}
        totalPages={totalPages}
        busy={users.isPlaceholderData}
        onPageChange={goTo}
        testIds={{ previous: 'admin-users-prev', status: 'admin-users-page-status', next: 'admin-users-next' }}
      />
    </div>
  );
}

/** Spec §2 /admin/users?page=N (and search=): every user, for site admins, with the way to act as one. */
export default function AdminUsersPage() {
  return (
    <AdminFrame testId="admin-users-page">
      <Card>
        <CardContent className="flex flex-col gap-6 pt-6">
          <UserSearch />
          <UserList />
        </CardContent>
      </Card>
    </AdminFrame>
  );
}
