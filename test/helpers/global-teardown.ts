import pg from 'pg';
import { TEST_DATABASE_PREFIX } from './test-database.ts';

export default async function globalTeardown(): Promise<void> {
  const serverUrl = process.env.DOCSTRUCT_TEST_SERVER_URL;
  if (serverUrl && !globalThis.__embeddedTestPostgres) {
    // This run's databases on a shared server; the embedded server keeps its own until next time.
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      const mine = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
        `${TEST_DATABASE_PREFIX}${process.env.DOCSTRUCT_TEST_RUN}_%`,
      ]);
      for (const { datname } of mine.rows) {
        await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => {});
      }
    } finally {
      await client.end();
    }
  }
  await globalThis.__embeddedTestPostgres?.stop();
}
