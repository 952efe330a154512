// The execution shapes live in src/contracts (shared below the services); re-exported for routers and the UI.
export * from '../../contracts/executions.ts';
