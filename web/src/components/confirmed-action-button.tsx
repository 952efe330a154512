import { Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Button } from './ui/button.tsx';

type TConfirmedActionProps = {
  icon: ReactNode;
  label: ReactNode;
  /** The row's name, read to screen readers after the label ("Delete Invoices"). */
  subject?: string;
  testId: string;
  confirmTestId: string;
  title: ReactNode;
  description: ReactNode;
  /** The dialog's action button; the button's label when not given. */
  confirmLabel?: ReactNode;
  typeToConfirm?: string;
  variant?: 'outline' | 'destructive';
  size?: 'sm' | 'default';
  mutation: { isPending: boolean; error: unknown; reset: () => void };
  /** Runs the mutation; call `close` when it succeeded. */
  onConfirm: (close: () => void) => void;
};

/**
 * A row or page action that asks first (rotate, remove, impersonate, delete): the button, then a
 * confirmation (optionally "type the name") showing the mutation's pending state and translated error.
 */
export function ConfirmedActionButton(props: TConfirmedActionProps) {
  const [open, setOpen] = useState(false);
  const { mutation } = props;
  return (
    <>
      <Button
        variant={props.variant ?? 'outline'}
        size={props.size ?? 'sm'}
        data-testid={props.testId}
        onClick={() => setOpen(true)}
      >
        {props.icon}
        {props.label}
        {props.subject === undefined ? null : <span className="sr-only">{props.subject}</span>}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          mutation.reset();
        }}
        title={props.title}
        description={props.description}
        confirmLabel={props.confirmLabel ?? props.label}
        typeToConfirm={props.typeToConfirm}
        pending={mutation.isPending}
        error={mutation.error}
        onConfirm={() => props.onConfirm(() => setOpen(false))}
        confirmTestId={props.confirmTestId}
      />
    </>
  );
}

/** The destructive form: a red "Delete …" button for a page's danger zone. */
export function ConfirmedDeleteButton(
  props: Omit<TConfirmedActionProps, 'icon' | 'variant' | 'size' | 'onConfirm' | 'label'> & {
    label?: ReactNode;
    onConfirm: () => void;
  },
) {
  return (
    <ConfirmedActionButton
      {...props}
      icon={<Trash2 aria-hidden="true" />}
      label={props.label ?? <FormattedMessage id="actions.delete" />}
      variant="destructive"
      size="default"
      onConfirm={() => props.onConfirm()}
    />
  );
}
