// wouter imports the pre-React-18 shim of useSyncExternalStore; React 19 has it built in. The
// build points the shim here (web/vite.config.ts), a few hundred bytes less on every page.
export { useSyncExternalStore } from 'react';
