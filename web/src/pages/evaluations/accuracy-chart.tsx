import type { ChartData, ChartOptions } from 'chart.js';
import {
  CategoryScale,
  Chart as ChartJS,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useMemo } from 'react';
import { Chart } from 'react-chartjs-2';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { CardHeaderWithActions } from '../../components/card-header-with-actions.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { formatDate } from '../../lib/format.ts';
import { useTheme } from '../../lib/theme.tsx';
import { trpc } from '../../lib/trpc.ts';
import { Accuracy } from './evaluation-labels.tsx';

ChartJS.register(LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip);

/** The live revision's accuracy in each finished evaluation (project overview); hidden until one exists. */
export function AccuracyChart({ projectId }: { projectId: string }) {
  const intl = useIntl();
  const { resolvedTheme } = useTheme();
  const history = trpc.evaluations.accuracyHistory.useQuery({ projectId }, { retry: false });
  const points = history.data?.points ?? [];
  const data = useMemo<ChartData<'line'>>(
    () => ({
      labels: points.map((point) => formatDate(point.completed_at, intl.locale, { day: 'numeric', month: 'short' })),
      datasets: [
        {
          label: intl.formatMessage({ id: 'evaluations.accuracy' }),
          data: points.map((point) => (point.accuracy === null ? null : point.accuracy * 100)),
          borderColor: '#10b981',
          backgroundColor: '#10b981',
        },
      ],
    }),
    [points, intl],
  );
  const options = useMemo<ChartOptions<'line'>>(() => {
    const text = resolvedTheme === 'dark' ? '#cbd5e1' : '#475569';
    return {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      scales: {
        x: { ticks: { color: text } },
        y: { min: 0, max: 100, ticks: { color: text, callback: (value) => `${value} %` } },
      },
    };
  }, [resolvedTheme]);
  if (points.length === 0) {
    return null;
  }
  const latest = points[points.length - 1]?.accuracy ?? null;
  return (
    <Card data-testid="accuracy-chart">
      <CardHeaderWithActions
        title={<FormattedMessage id="overview.accuracy" values={{ revision: history.data?.revision ?? '–' }} />}
        description={
          <Link href={`/projects/${projectId}/evaluations/`} className="underline-offset-4 hover:underline">
            <FormattedMessage id="overview.accuracyDescription" />
          </Link>
        }
      >
        <span className="text-2xl font-semibold">
          <Accuracy value={latest} testId="overview-accuracy" />
        </span>
      </CardHeaderWithActions>
      <CardContent>
        <div className="h-48">
          <Chart
            type="line"
            data={data}
            options={options}
            aria-label={intl.formatMessage({ id: 'evaluations.accuracy' })}
          />
        </div>
      </CardContent>
    </Card>
  );
}
