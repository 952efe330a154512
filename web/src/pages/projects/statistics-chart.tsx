import { keepPreviousData } from '@tanstack/react-query';
import type { ChartData } from 'chart.js';
import { BarController, BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip } from 'chart.js';
import { useMemo, useState } from 'react';
import { Chart } from 'react-chartjs-2';
import { FormattedMessage, useIntl } from 'react-intl';
import { CardHeaderWithActions } from '../../components/card-header-with-actions.tsx';
import { ChartTableDetails } from '../../components/chart-table-details.tsx';
import { ErrorState, LoadingState } from '../../components/page.tsx';
import { ToggleGroup } from '../../components/toggle-group.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Table, TableHead, TableRow, Td, Th } from '../../components/ui/table.tsx';
import type { MessageId } from '../../i18n/messages.ts';
import type { TRouterOutputs } from '../../lib/api-types.ts';
import { dailyBarChartOptions, dayLabel, dayOf } from '../../lib/daily-bar-chart.ts';
import { formatDate } from '../../lib/format.ts';
import { useTheme } from '../../lib/theme.tsx';
import { trpc } from '../../lib/trpc.ts';

// Only what a stacked bar chart with tooltip and legend needs, so the rest of chart.js stays out of the bundle.
ChartJS.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

type TStatisticsRow = TRouterOutputs['projects']['executionStatistics'][number];

const RANGES = ['7d', '30d', '90d'] as const;
type TRange = (typeof RANGES)[number];

const SERIES: { key: 'successful' | 'failed' | 'running' | 'pending'; label: MessageId; color: string }[] = [
  { key: 'successful', label: 'executionStatus.success', color: '#10b981' },
  { key: 'failed', label: 'executionStatus.failed', color: '#ef4444' },
  { key: 'running', label: 'executionStatus.running', color: '#0ea5e9' },
  { key: 'pending', label: 'executionStatus.pending', color: '#94a3b8' },
];

function StatisticsBars({ rows, range }: { rows: TStatisticsRow[]; range: TRange }) {
  const intl = useIntl();
  const { resolvedTheme } = useTheme();
  const dark = resolvedTheme === 'dark';
  const data = useMemo<ChartData<'bar'>>(
    () => ({
      labels: rows.map((row) => dayLabel(row.date, intl.locale)),
      datasets: SERIES.map((series) => ({
        label: intl.formatMessage({ id: series.label }),
        data: rows.map((row) => row[series.key]),
        backgroundColor: series.color,
        borderRadius: 2,
        maxBarThickness: 32,
      })),
    }),
    [rows, intl],
  );
  const options = useMemo(
    () =>
      dailyBarChartOptions({
        dates: rows.map((row) => row.date),
        locale: intl.locale,
        dark,
        yTicks: { precision: 0 },
      }),
    [dark, intl, rows],
  );
  const totals = rows.reduce(
    (sum, row) => ({
      executions: sum.executions + row.executions,
      successful: sum.successful + row.successful,
      failed: sum.failed + row.failed,
    }),
    { executions: 0, successful: 0, failed: 0 },
  );
  const summary = intl.formatMessage({ id: `statistics.summary.${range}` }, totals);
  return (
    <div className="flex flex-col gap-4">
      <p data-testid="statistics-summary" className="text-sm text-muted-foreground">
        {summary}
      </p>
      <div className="relative h-64">
        <Chart type="bar" data={data} options={options} role="img" aria-label={summary} />
      </div>
      <ChartTableDetails>
        <Table data-testid="statistics-table" className="mt-2">
          <TableHead>
            <tr>
              <Th>
                <FormattedMessage id="statistics.date" />
              </Th>
              {SERIES.map((series) => (
                <Th key={series.key} className="text-right">
                  <FormattedMessage id={series.label} />
                </Th>
              ))}
            </tr>
          </TableHead>
          <tbody>
            {rows
              .filter((row) => row.executions > 0)
              .map((row) => (
                <TableRow key={row.date}>
                  <Td>{formatDate(dayOf(row.date), intl.locale, { dateStyle: 'medium' })}</Td>
                  {SERIES.map((series) => (
                    <Td key={series.key} className="text-right tabular-nums">
                      {row[series.key]}
                    </Td>
                  ))}
                </TableRow>
              ))}
          </tbody>
        </Table>
      </ChartTableDetails>
    </div>
  );
}

/** Spec §3 statistics rows as a stacked bar chart per day, for 7, 30 or 90 days. */
export function StatisticsChart({ projectId }: { projectId: string }) {
  const [range, setRange] = useState<TRange>('30d');
  const statistics = trpc.projects.executionStatistics.useQuery(
    { projectId, range },
    { placeholderData: keepPreviousData },
  );
  return (
    <Card data-testid="statistics-chart" data-range={range}>
      <CardHeaderWithActions
        title={<FormattedMessage id="statistics.title" />}
        description={<FormattedMessage id="statistics.description" />}
      >
        <ToggleGroup
          legend={<FormattedMessage id="statistics.range" />}
          hideLegend
          options={RANGES}
          isPressed={(option) => range === option}
          onToggle={setRange}
          labelOf={(option) => <FormattedMessage id={`statistics.range.${option}`} />}
          testIdOf={(option) => `stats-range-${option}`}
        />
      </CardHeaderWithActions>
      <CardContent aria-busy={statistics.isPlaceholderData || undefined}>
        {statistics.isPending ? (
          <LoadingState />
        ) : statistics.isError ? (
          <ErrorState error={statistics.error} />
        ) : (
          <StatisticsBars rows={statistics.data} range={range} />
        )}
      </CardContent>
    </Card>
  );
}
