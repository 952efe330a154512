import type { EntityManager } from '@mikro-orm/postgresql';

type TPgClient = { processID?: number };

/**
 * Hot-path reads as plain `pg` on the ORM's own pool: rows come back as the driver gives them (no
 * hydration, no identity map). When `signal` aborts (the HTTP client went away) the statement is
 * cancelled on the server instead of running to its end for nobody.
 */
export function queryRows<T>(em: EntityManager, text: string, values: unknown[], signal?: AbortSignal): Promise<T[]> {
  return run<T>(em, { text, values }, signal);
}

/**
 * `queryRows` as a prepared statement: each pooled connection parses and plans it once, and from its
 * sixth run on PostgreSQL may keep one generic plan instead of planning each call (on the hot paths
 * planning cost more than running). Only for statements whose best plan does not depend on the
 * values (a `like` pattern does: a rare word wants the trigram index, a common one the date order),
 * and with their columns named (a `*` changes its row type when a migration adds a column, which a
 * prepared statement refuses).
 */
export async function queryPrepared<T>(
  em: EntityManager,
  text: string,
  values: unknown[],
  signal?: AbortSignal,
): Promise<T[]> {
  const name = statementName(text);
  try {
    return await run<T>(em, { name, text, values }, signal);
  } catch (error) {
    // A column changed its type under a prepared statement: prepare it anew, under a new name.
    if (name && (error as { code?: string }).code === '0A000') {
      preparedNames.delete(text);
      return run<T>(em, { name: statementName(text), text, values }, signal);
    }
    throw error;
  }
}

type TStatement = { name?: string; text: string; values: unknown[] };

async function run<T>(em: EntityManager, statement: TStatement, signal?: AbortSignal): Promise<T[]> {
  const pool = await em.getConnection().getNativeClient();
  if (!signal) {
    return (await pool.query(statement)).rows as T[];
  }
  signal.throwIfAborted();
  const client = await pool.connect();
  const cancel = () => {
    const pid = (client as TPgClient).processID;
    void pool.query('select pg_cancel_backend($1)', [pid]).catch(() => {});
  };
  signal.addEventListener('abort', cancel, { once: true });
  try {
    return (await client.query(statement)).rows as T[];
  } finally {
    signal.removeEventListener('abort', cancel);
    client.release();
  }
}

/** Statement texts and their names; `pg` prepares a name once per connection. */
const preparedNames = new Map<string, string>();
/** Beyond this many texts, new ones run unprepared (a bound on what each connection keeps). */
const MAX_PREPARED = 500;
let namesGiven = 0;

function statementName(text: string): string | undefined {
  let name = preparedNames.get(text);
  if (!name && preparedNames.size < MAX_PREPARED) {
    name = `docstruct_${++namesGiven}`;
    preparedNames.set(text, name);
  }
  return name;
}
