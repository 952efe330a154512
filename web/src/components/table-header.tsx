import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messages.ts';
import { TableHead, Th } from './ui/table.tsx';

type TColumn = MessageId | { id: MessageId; className: string } | { id: string; node: ReactNode };

/**
 * A data table's caption (for screen readers) and column headings: message ids, a message id with
 * a class (numbers align right), or a node where a heading needs more (an abbreviation); `actions` adds the row actions' column, named but not shown.
 * `ruled` draws the line above the headings that the rows below have (tables outside a card).
 */
export function TableHeader({
  caption,
  columns,
  actions = false,
  ruled = false,
}: {
  caption?: MessageId;
  columns: TColumn[];
  actions?: boolean;
  ruled?: boolean;
}) {
  return (
    <>
      {caption ? (
        <caption className="sr-only">
          <FormattedMessage id={caption} />
        </caption>
      ) : null}
      <TableHead>
        <tr className={ruled ? 'border-t border-border' : undefined}>
          {columns.map((column) =>
            typeof column === 'string' ? (
              <Th key={column}>
                <FormattedMessage id={column} />
              </Th>
            ) : 'node' in column ? (
              <Th key={column.id}>{column.node}</Th>
            ) : (
              <Th key={column.id} className={column.className}>
                <FormattedMessage id={column.id} />
              </Th>
            ),
          )}
          {actions ? (
            <Th>
              <span className="sr-only">
                <FormattedMessage id="table.actions" />
              </span>
            </Th>
          ) : null}
        </tr>
      </TableHead>
    </>
  );
}
