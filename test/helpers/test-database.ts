import pg from 'pg';

/** Where the test databases live: set by global-setup (a real server or the embedded one). */
export function testServerUrl(): string {
  const url = process.env.DOCSTRUCT_TEST_SERVER_URL;
  if (!url) {
    throw new Error('DOCSTRUCT_TEST_SERVER_URL is not set: run tests through jest (global-setup)');
  }
  return url;
}

export function databaseUrl(name: string): string {
  const url = new URL(testServerUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export const TEST_DATABASE_PREFIX = 'docstruct_test_';

/**
 * One database per jest worker of this run, so parallel test files never share tables mid-test
 * and two runs on one server (two terminals, CI and a developer) never touch each other's data.
 */
export async function workerDatabaseUrl(): Promise<string> {
  const name = `${TEST_DATABASE_PREFIX}${process.env.DOCSTRUCT_TEST_RUN ?? process.pid}_w${process.env.JEST_WORKER_ID ?? '1'}`;
  await createDatabase(name);
  return databaseUrl(name);
}

export async function createDatabase(name: string): Promise<void> {
  const client = new pg.Client({ connectionString: testServerUrl() });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } catch (error) {
    // 42P04: duplicate_database — another file of this worker made it already.
    if ((error as { code?: string }).code !== '42P04') {
      throw error;
    }
  } finally {
    await client.end();
  }
}
