import { Check, Copy } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { copyText } from '../lib/clipboard.ts';
import { toast } from '../lib/toast.ts';
import { Button, type ButtonProps } from './ui/button.tsx';

type TCopyButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & {
  /** The text to copy, read when clicked (so it can be built lazily). */
  text: string | (() => string);
  label?: ReactNode;
};

/** Copies text and says so: a check mark for a moment, and a toast when copying failed. */
export function CopyButton({ text, label, variant = 'outline', size = 'sm', ...props }: TCopyButtonProps) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) {
      return;
    }
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    if (await copyText(typeof text === 'function' ? text() : text)) {
      setCopied(true);
    } else {
      toast.error(intl.formatMessage({ id: 'copy.failed' }));
    }
  };
  return (
    <Button variant={variant} size={size} onClick={() => void copy()} {...props}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {label ?? <FormattedMessage id="actions.copy" />}
      <span role="status" className="sr-only">
        {copied ? intl.formatMessage({ id: 'copy.done' }) : ''}
      </span>
    </Button>
  );
}
