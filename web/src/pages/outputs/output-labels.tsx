import { FileUp, Mail, Server, Webhook } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Badge } from '../../components/ui/badge.tsx';
import type { TOutputType } from './output-form-schema.ts';

export type TDeliveryState = 'pending' | 'delivered' | 'failed';

const STATE_VARIANT = { delivered: 'success', failed: 'error', pending: 'muted' } as const;

export const OUTPUT_ICON = { webhook: Webhook, email: Mail, ftp: FileUp, sftp: Server } as const;

export function DeliveryStateBadge({ state }: { state: TDeliveryState }) {
  return (
    <Badge variant={STATE_VARIANT[state]} data-testid="delivery-state" data-state={state}>
      <FormattedMessage id={`deliveryState.${state}`} />
    </Badge>
  );
}

export function OutputTypeLabel({ type }: { type: TOutputType }) {
  const Icon = OUTPUT_ICON[type];
  return (
    <span className="inline-flex items-center gap-1.5">
      <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
      <FormattedMessage id={`outputType.${type}`} />
    </span>
  );
}
