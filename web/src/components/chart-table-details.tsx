import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** Below a chart, its numbers as a table, folded away until asked for ("Show as table"). */
export function ChartTableDetails({ children }: { children: ReactNode }) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring">
        <FormattedMessage id="statistics.showTable" />
      </summary>
      {children}
    </details>
  );
}
