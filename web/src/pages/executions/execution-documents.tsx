import { Download, ExternalLink } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TableHeader } from '../../components/table-header.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Table, TableRow, Td } from '../../components/ui/table.tsx';
import type { TRouterOutputs } from '../../lib/api-types.ts';
import { formatFileSize } from '../../lib/format.ts';

type TDocument = TRouterOutputs['projects']['getExecution']['documents'][number];

export const documentUrl = (documentId: string, force = false) =>
  `/api/v1/documents/${documentId}/download${force ? '?force_download=true' : ''}`;

/** The documents of an execution: open one in a new tab (the server shows PDFs and images inline) or save it. */
export function ExecutionDocuments({ documents }: { documents: TDocument[] }) {
  const intl = useIntl();
  if (documents.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        <FormattedMessage id="execution.noDocuments" />
      </p>
    );
  }
  return (
    <Table data-testid="execution-documents">
      <TableHeader
        caption="execution.documents"
        columns={[
          'execution.document.name',
          'execution.document.type',
          { id: 'execution.document.size', className: 'text-right' },
          { id: 'table.actions', className: 'text-right' },
        ]}
      />
      <tbody>
        {documents.map((document) => (
          <TableRow key={document.id} data-testid="document-row">
            <Td className="max-w-xs truncate font-medium" title={document.file_name}>
              {document.file_name}
            </Td>
            <Td>
              <code className="font-mono text-xs">{document.file_content_type}</code>
            </Td>
            <Td className="text-right whitespace-nowrap tabular-nums">
              {formatFileSize(document.size_bytes, intl.locale)}
            </Td>
            <Td>
              <div className="flex justify-end gap-1">
                <Button asChild variant="ghost" size="sm">
                  <a
                    href={documentUrl(document.id)}
                    target="_blank"
                    rel="noreferrer"
                    data-testid="document-preview"
                    aria-label={intl.formatMessage(
                      { id: 'execution.document.previewOf' },
                      { name: document.file_name },
                    )}
                  >
                    <ExternalLink aria-hidden="true" />
                    <FormattedMessage id="execution.document.preview" />
                  </a>
                </Button>
                <Button asChild variant="outline" size="sm">
                  <a
                    href={documentUrl(document.id, true)}
                    download={document.file_name}
                    data-testid="document-download"
                    aria-label={intl.formatMessage(
                      { id: 'execution.document.downloadOf' },
                      { name: document.file_name },
                    )}
                  >
                    <Download aria-hidden="true" />
                    <FormattedMessage id="execution.document.download" />
                  </a>
                </Button>
              </div>
            </Td>
          </TableRow>
        ))}
      </tbody>
    </Table>
  );
}
