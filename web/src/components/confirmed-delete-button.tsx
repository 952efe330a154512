import { Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Button } from './ui/button.tsx';

/**
 * A destructive button that opens a confirmation (optionally "type the name to confirm") and runs
 * the delete; the dialog shows the pending state and a translated error of the mutation.
 */
export function ConfirmedDeleteButton(props: {
  label: ReactNode;
  testId: string;
  confirmTestId: string;
  title: ReactNode;
  description: ReactNode;
  typeToConfirm?: string;
  mutation: { isPending: boolean; error: unknown; reset: () => void };
  onConfirm: () => void;
}) {
  const [open, setOpen] = useState(false);
  const { mutation } = props;
  return (
    <>
      <Button variant="destructive" data-testid={props.testId} onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
        {props.label}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          mutation.reset();
        }}
        title={props.title}
        description={props.description}
        confirmLabel={props.label}
        typeToConfirm={props.typeToConfirm}
        pending={mutation.isPending}
        error={mutation.error}
        onConfirm={props.onConfirm}
        confirmTestId={props.confirmTestId}
      />
    </>
  );
}
