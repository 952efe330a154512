import { Toaster } from 'sonner';
import { useTheme } from '../lib/theme.tsx';

/** sonner's toaster in the app's theme; loaded with the first toast (lib/toast.ts). */
export default function ThemedToaster() {
  const { resolvedTheme } = useTheme();
  return <Toaster theme={resolvedTheme} richColors closeButton />;
}
