import type { ChartData } from 'chart.js';
import { BarController, BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip } from 'chart.js';
import { useMemo } from 'react';
import { Chart } from 'react-chartjs-2';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import type { TCostRow } from '../../../../src/routers/admin/costs.types.ts';
import { ChartTableDetails } from '../../components/chart-table-details.tsx';
import { EmptyState } from '../../components/page.tsx';
import { Table, TableHead, TableRow, Td, Th } from '../../components/ui/table.tsx';
import { dailyBarChartOptions, dayLabel, dayOf } from '../../lib/daily-bar-chart.ts';
import { formatDate } from '../../lib/format.ts';
import { useTheme } from '../../lib/theme.tsx';
import {
  buildCostChart,
  costGroupLabel,
  formatCost,
  OTHER_SERIES,
  type TCostGrouping,
  type TCostSeries,
} from './costs.ts';

// Only what a stacked bar chart with tooltip and legend needs (registering twice is harmless).
ChartJS.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

const PALETTE = [
  '#0ea5e9',
  '#f59e0b',
  '#10b981',
  '#8b5cf6',
  '#ef4444',
  '#14b8a6',
  '#ec4899',
  '#84cc16',
  '#6366f1',
  '#f97316',
];
const OTHER_COLOR = '#94a3b8';

/** Rows carry a calendar day (YYYY-MM-DD); read at local noon so no time zone moves it to the day before. */

function seriesLabel(intl: IntlShape, series: TCostSeries): string {
  return series.label ?? intl.formatMessage({ id: series.key === 'all' ? 'costs.series.all' : 'costs.series.other' });
}

/** The costs of a period as stacked bars per day, one colour per group, with a table for those who do not see it. */
export function CostChart({ rows, grouping }: { rows: TCostRow[]; grouping: TCostGrouping }) {
  const intl = useIntl();
  const { resolvedTheme } = useTheme();
  const dark = resolvedTheme === 'dark';
  const chart = useMemo(() => buildCostChart(rows, grouping), [rows, grouping]);
  const data = useMemo<ChartData<'bar'>>(
    () => ({
      labels: chart.dates.map((date) => dayLabel(date, intl.locale)),
      datasets: chart.series.map((series, index) => ({
        label: seriesLabel(intl, series),
        data: series.values,
        backgroundColor: series.key === OTHER_SERIES ? OTHER_COLOR : PALETTE[index % PALETTE.length],
        borderRadius: 2,
        maxBarThickness: 32,
      })),
    }),
    [chart, intl],
  );
  const options = useMemo(
    () =>
      dailyBarChartOptions({
        dates: chart.dates,
        locale: intl.locale,
        dark,
        yTicks: { callback: (value: number | string) => formatCost(Number(value), intl.locale) },
        legend: { display: grouping !== 'all' },
        tooltip: {
          // Days without cost for a group would fill the tooltip with zeros.
          filter: (item) => Number(item.raw) > 0,
          callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${formatCost(Number(item.raw), intl.locale)}` },
        },
      }),
    [dark, intl, chart, grouping],
  );

  const spent = rows.filter((row) => row.total_cost > 0);
  const summary = intl.formatMessage(
    { id: 'costs.summary' },
    { total: formatCost(chart.total, intl.locale), days: chart.dates.length },
  );
  if (spent.length === 0) {
    return <EmptyState testId="costs-empty" title={<FormattedMessage id="costs.none" />} />;
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="relative h-72" data-testid="costs-chart">
        <Chart type="bar" data={data} options={options} role="img" aria-label={summary} />
      </div>
      <ChartTableDetails>
        <Table data-testid="costs-table" className="mt-2">
          <caption className="sr-only">{summary}</caption>
          <TableHead>
            <tr>
              <Th>
                <FormattedMessage id="statistics.date" />
              </Th>
              {grouping === 'all' ? null : (
                <Th>
                  <FormattedMessage id={grouping === 'team' ? 'costs.column.team' : 'costs.column.teamProject'} />
                </Th>
              )}
              <Th className="text-right">
                <FormattedMessage id="costs.column.cost" />
              </Th>
            </tr>
          </TableHead>
          <tbody>
            {spent.map((row) => (
              <TableRow key={`${row.date}/${row.team_id ?? ''}/${row.project_id ?? ''}`} data-testid="costs-table-row">
                <Td>{formatDate(dayOf(row.date), intl.locale, { dateStyle: 'medium' })}</Td>
                {grouping === 'all' ? null : <Td>{costGroupLabel(row, grouping)}</Td>}
                <Td className="text-right tabular-nums">{formatCost(row.total_cost, intl.locale)}</Td>
              </TableRow>
            ))}
          </tbody>
        </Table>
      </ChartTableDetails>
    </div>
  );
}
