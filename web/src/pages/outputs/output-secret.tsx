import { Eye, EyeOff, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { CopyButton } from '../../components/copy-button.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import type { TOutput } from './output-form-schema.ts';

/** The webhook signing secret (admins): receivers verify each request with it (Standard Webhooks). */
export function OutputSecret({ output, secret }: { output: TOutput; secret: string }) {
  const intl = useIntl();
  const utils = trpc.useUtils();
  const id = useId();
  const [visible, setVisible] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const rotate = trpc.outputs.rotateSecret.useMutation({
    onSuccess: (updated) => {
      utils.outputs.get.setData({ projectId: output.project_id, outputId: output.id }, updated);
      void utils.outputs.list.invalidate({ projectId: output.project_id });
      setConfirming(false);
      setVisible(true);
      toast.success(intl.formatMessage({ id: 'outputSecret.rotated' }));
    },
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <FormattedMessage id="outputSecret.title" />
        </CardTitle>
        <CardDescription>
          <FormattedMessage id="outputSecret.description" />
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Label htmlFor={id} className="sr-only">
          <FormattedMessage id="outputSecret.title" />
        </Label>
        <div className="flex flex-wrap items-center gap-2">
          <Input
            id={id}
            readOnly
            type={visible ? 'text' : 'password'}
            value={secret}
            data-testid="output-secret"
            spellCheck={false}
            autoComplete="off"
            className="min-w-64 flex-1 font-mono"
            onFocus={(event) => event.target.select()}
          />
          <Button
            variant="outline"
            size="sm"
            aria-pressed={visible}
            data-testid="output-secret-toggle"
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            <FormattedMessage id={visible ? 'outputSecret.hide' : 'outputSecret.show'} />
          </Button>
          <CopyButton text={secret} data-testid="output-secret-copy" />
          <Button variant="outline" size="sm" data-testid="output-rotate-secret" onClick={() => setConfirming(true)}>
            <RefreshCw aria-hidden="true" />
            <FormattedMessage id="outputSecret.rotate" />
          </Button>
        </div>
        <ConfirmDialog
          open={confirming}
          onOpenChange={(next) => {
            setConfirming(next);
            rotate.reset();
          }}
          title={<FormattedMessage id="outputSecret.rotateTitle" />}
          description={<FormattedMessage id="outputSecret.rotateDescription" />}
          confirmLabel={<FormattedMessage id="outputSecret.rotate" />}
          pending={rotate.isPending}
          error={rotate.error}
          onConfirm={() => rotate.mutate({ projectId: output.project_id, outputId: output.id })}
          confirmTestId="output-rotate-confirm"
        />
      </CardContent>
    </Card>
  );
}
