export { createLocalProvider, LOCAL_PROVIDER } from './local-provider.ts';
