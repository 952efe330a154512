import { keepPreviousData } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CardHeaderWithActions } from '../../components/card-header-with-actions.tsx';
import { DayInput } from '../../components/day-input.tsx';
import { ErrorState, LoadingState } from '../../components/page.tsx';
import { ToggleGroup } from '../../components/toggle-group.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Select } from '../../components/ui/select.tsx';
import { trpc } from '../../lib/trpc.ts';
import { AdminFrame } from './admin-frame.tsx';
import { CostChart } from './cost-chart.tsx';
import {
  COST_GROUPINGS,
  COST_RANGES,
  costFilterOptions,
  costPeriod,
  formatCost,
  type TCostGrouping,
  type TCostRange,
} from './costs.ts';

type TFilters = {
  grouping: TCostGrouping;
  range: TCostRange;
  from: string;
  to: string;
  teamId: string;
  projectId: string;
};

function useCosts(filters: TFilters) {
  const period = costPeriod(filters.range, filters.from, filters.to);
  const input = {
    ...period.input,
    team_id: filters.teamId || undefined,
    project_id: filters.projectId || undefined,
  };
  const options = { placeholderData: keepPreviousData };
  const all = trpc.admin.costsAll.useQuery(input, { ...options, enabled: filters.grouping === 'all' });
  const team = trpc.admin.costsByTeam.useQuery(input, { ...options, enabled: filters.grouping === 'team' });
  const project = trpc.admin.costsByTeamProject.useQuery(input, {
    ...options,
    enabled: filters.grouping === 'team-project',
  });
  // The filter choices: every team and project that spent anything in the period, whatever is filtered.
  const choices = trpc.admin.costsByTeamProject.useQuery(period.input, options);
  const costs = filters.grouping === 'all' ? all : filters.grouping === 'team' ? team : project;
  return { costs, choices: costFilterOptions(choices.data ?? []), incomplete: period.incomplete };
}

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children(id)}
    </div>
  );
}

function CostControls({
  filters,
  choices,
  onChange,
}: {
  filters: TFilters;
  choices: ReturnType<typeof costFilterOptions>;
  onChange: (patch: Partial<TFilters>) => void;
}) {
  const intl = useIntl();
  const customDates = filters.from !== '' || filters.to !== '';
  const projects = choices.projects.filter((project) => !filters.teamId || project.team_id === filters.teamId);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-4">
        <Field label={intl.formatMessage({ id: 'costs.grouping' })}>
          {(id) => (
            <Select
              id={id}
              data-testid="costs-grouping"
              value={filters.grouping}
              onChange={(event) => onChange({ grouping: event.target.value as TCostGrouping })}
            >
              {COST_GROUPINGS.map((grouping) => (
                <option key={grouping} value={grouping}>
                  {intl.formatMessage({ id: `costs.grouping.${grouping}` })}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <ToggleGroup
          legend={<FormattedMessage id="statistics.range" />}
          size="default"
          options={COST_RANGES}
          isPressed={(range) => !customDates && filters.range === range}
          onToggle={(range) => onChange({ range, from: '', to: '' })}
          labelOf={(range) => <FormattedMessage id={`statistics.range.${range}`} />}
          testIdOf={(range) => `costs-range-${range}`}
        />
        <Field label={intl.formatMessage({ id: 'costs.from' })}>
          {(id) => (
            <DayInput
              id={id}
              data-testid="costs-from"
              className="w-40"
              value={filters.from}
              onDayChange={(from) => onChange({ from })}
            />
          )}
        </Field>
        <Field label={intl.formatMessage({ id: 'costs.to' })}>
          {(id) => (
            <DayInput
              id={id}
              data-testid="costs-to"
              className="w-40"
              value={filters.to}
              onDayChange={(to) => onChange({ to })}
            />
          )}
        </Field>
        {customDates ? (
          <Button variant="ghost" data-testid="costs-dates-clear" onClick={() => onChange({ from: '', to: '' })}>
            <X aria-hidden="true" />
            <FormattedMessage id="costs.clearDates" />
          </Button>
        ) : null}
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <Field label={intl.formatMessage({ id: 'costs.team' })}>
          {(id) => (
            <Select
              id={id}
              data-testid="costs-team"
              className="min-w-48"
              value={filters.teamId}
              onChange={(event) => onChange({ teamId: event.target.value, projectId: '' })}
            >
              <option value="">{intl.formatMessage({ id: 'costs.anyTeam' })}</option>
              {choices.teams.map((team) => (
                <option key={team.id} value={team.id}>
                  {team.name}
                </option>
              ))}
              {filters.teamId && !choices.teams.some((team) => team.id === filters.teamId) ? (
                <option value={filters.teamId}>{filters.teamId}</option>
              ) : null}
            </Select>
          )}
        </Field>
        <Field label={intl.formatMessage({ id: 'costs.project' })}>
          {(id) => (
            <Select
              id={id}
              data-testid="costs-project"
              className="min-w-48"
              value={filters.projectId}
              onChange={(event) => onChange({ projectId: event.target.value })}
            >
              <option value="">{intl.formatMessage({ id: 'costs.anyProject' })}</option>
              {projects.map((project) => (
                <option key={project.id} value={project.id}>
                  {filters.teamId ? project.name : `${project.team_name} / ${project.name}`}
                </option>
              ))}
              {filters.projectId && !projects.some((project) => project.id === filters.projectId) ? (
                <option value={filters.projectId}>{filters.projectId}</option>
              ) : null}
            </Select>
          )}
        </Field>
      </div>
    </div>
  );
}

function Costs() {
  const intl = useIntl();
  const [filters, setFilters] = useState<TFilters>({
    grouping: 'team',
    range: '30d',
    from: '',
    to: '',
    teamId: '',
    projectId: '',
  });
  const { costs, choices, incomplete } = useCosts(filters);
  const total = (costs.data ?? []).reduce((sum, row) => sum + row.total_cost, 0);
  return (
    <Card data-testid="costs-card" data-grouping={filters.grouping}>
      <CardHeaderWithActions
        title={<FormattedMessage id="costs.title" />}
        description={<FormattedMessage id="costs.description" />}
      >
        <div className="flex flex-col items-end gap-0.5" aria-live="polite">
          <span className="text-sm text-muted-foreground">
            <FormattedMessage id="costs.total" />
          </span>
          <span data-testid="costs-total" className="text-2xl font-semibold tabular-nums">
            {costs.data ? formatCost(total, intl.locale) : '–'}
          </span>
        </div>
      </CardHeaderWithActions>
      <CardContent className="flex flex-col gap-6" aria-busy={costs.isPlaceholderData || costs.isFetching || undefined}>
        <CostControls
          filters={filters}
          choices={choices}
          onChange={(patch) => setFilters((current) => ({ ...current, ...patch }))}
        />
        {incomplete ? (
          <p role="status" data-testid="costs-dates-incomplete" className="text-sm text-muted-foreground">
            <FormattedMessage id="costs.datesIncomplete" />
          </p>
        ) : null}
        {costs.isPending ? (
          <LoadingState />
        ) : costs.isError ? (
          <ErrorState error={costs.error} />
        ) : (
          <CostChart rows={costs.data} grouping={filters.grouping} />
        )}
      </CardContent>
    </Card>
  );
}

/** Spec §2 /admin/: AI costs per day, for site admins. */
export default function AdminPage() {
  return (
    <AdminFrame testId="admin-page">
      <Costs />
    </AdminFrame>
  );
}
