import { type ReactNode, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessageOf } from '../i18n/error-message.ts';
import { FormError } from './form.tsx';
import { Spinner } from './spinner.tsx';
import { Button } from './ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './ui/dialog.tsx';
import { Input } from './ui/input.tsx';
import { Label } from './ui/label.tsx';

type TConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  /** When set, the user has to type this text before the action is possible (for what cannot be undone). */
  typeToConfirm?: string;
  pending: boolean;
  error?: unknown;
  onConfirm: () => void;
  confirmTestId: string;
};

/** Asks before a destructive action; the action button is the last thing in the dialog, Cancel gets focus first. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  typeToConfirm,
  pending,
  error,
  onConfirm,
  confirmTestId,
}: TConfirmDialogProps) {
  const intl = useIntl();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const matches = typeToConfirm === undefined || typed.trim() === typeToConfirm;
  const change = (next: boolean) => {
    if (!next) {
      setTyped('');
    }
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (matches && !pending) {
              onConfirm();
            }
          }}
        >
          {error ? <FormError>{errorMessageOf(intl, error)}</FormError> : null}
          {typeToConfirm === undefined ? null : (
            <div className="flex flex-col gap-2">
              <Label htmlFor={inputId}>
                <FormattedMessage
                  id="confirm.typeToConfirm"
                  values={{ text: typeToConfirm, strong: (chunks) => <strong className="font-mono">{chunks}</strong> }}
                />
              </Label>
              <Input
                id={inputId}
                data-testid="confirm-input"
                autoComplete="off"
                spellCheck={false}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
              />
            </div>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => change(false)}>
              <FormattedMessage id="actions.cancel" />
            </Button>
            <Button
              type="submit"
              variant="destructive"
              data-testid={confirmTestId}
              disabled={!matches || pending}
              aria-busy={pending || undefined}
            >
              {pending ? <Spinner size={16} /> : null}
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
