import type { ChartOptions } from 'chart.js';
import { formatDate } from './format.ts';

/** Rows carry a calendar day (YYYY-MM-DD); read at local noon so no time zone moves it to the day before. */
export const dayOf = (date: string) => `${date}T12:00:00`;

/** A day's short axis label ("3 Nov"). */
export function dayLabel(date: string, locale: string): string {
  return formatDate(dayOf(date), locale, { day: 'numeric', month: 'short' });
}

/**
 * Options of a stacked bar chart with one bar per day (project statistics, admin costs): theme
 * colours, the legend below, the full date as the tooltip's title. `yTicks` and `plugins` add to them.
 */
export function dailyBarChartOptions(options: {
  dates: readonly string[];
  locale: string;
  dark: boolean;
  yTicks?: Record<string, unknown>;
  legend?: { display?: boolean };
  tooltip?: NonNullable<NonNullable<ChartOptions<'bar'>['plugins']>['tooltip']>;
}): ChartOptions<'bar'> {
  const { dates, locale, dark, yTicks, legend, tooltip } = options;
  const text = dark ? '#cbd5e1' : '#475569';
  const grid = dark ? 'rgba(148, 163, 184, 0.2)' : 'rgba(100, 116, 139, 0.15)';
  return {
    responsive: true,
    maintainAspectRatio: false,
    locale,
    animation: false,
    interaction: { mode: 'index', intersect: false },
    scales: {
      x: { stacked: true, ticks: { color: text, autoSkip: true, maxRotation: 0 }, grid: { display: false } },
      y: { stacked: true, beginAtZero: true, ticks: { color: text, ...yTicks }, grid: { color: grid } },
    },
    plugins: {
      legend: { ...legend, position: 'bottom', labels: { color: text, boxWidth: 12 } },
      tooltip: {
        ...tooltip,
        callbacks: {
          title: (items) => {
            const date = dates[items[0]?.dataIndex ?? 0];
            return date ? formatDate(dayOf(date), locale, { dateStyle: 'full' }) : '';
          },
          ...tooltip?.callbacks,
        },
      },
    },
  };
}
