import type { Config } from 'jest';

// TypeScript is compiled by SWC to ESM; jest runs it with --experimental-vm-modules (see package.json).
const transform: Config['transform'] = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2023',
        transform: { react: { runtime: 'automatic' } },
        // Keeps `with { type: 'json' }` on JSON imports; without it jest warns that they lack one.
        experimental: { keepImportAttributes: true },
      },
      module: { type: 'es6' },
    },
  ],
};

const shared = {
  transform,
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  testEnvironment: 'node',
} satisfies Config;

const config: Config = {
  globalSetup: '<rootDir>/test/helpers/global-setup.ts',
  globalTeardown: '<rootDir>/test/helpers/global-teardown.ts',
  testTimeout: 60_000,
  // On two cores jest would run every file in its own process in band, which keeps each file's module graph (ESM): by
  // the last hundred files that process held 7 GB and two late upload tests (hardening, wait-for-completion) stalled
  // past their limits in full runs, never alone. With a limit, files run in a worker that is replaced once it holds more.
  workerIdleMemoryLimit: process.env.JEST_WORKER_MEMORY_LIMIT ?? '3GB',
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/test/unit/**/*.test.ts'] },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/integration/**/*.test.ts'],
    },
    { ...shared, displayName: 'e2e', testMatch: ['<rootDir>/test/e2e/**/*.test.ts'] },
  ],
};

export default config;
