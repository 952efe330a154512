import { Loader2 } from 'lucide-react';
import { cn } from '../lib/utils.ts';

/** A spinning indicator; decorative, so the surrounding text must say what is loading. */
export function Spinner({ size = 24, className }: { size?: number; className?: string }) {
  return <Loader2 size={size} aria-hidden="true" className={cn('animate-spin', className)} />;
}
