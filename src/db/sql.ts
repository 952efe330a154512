import type { EntityManager } from '@mikro-orm/postgresql';

type TPgClient = { processID?: number };

/**
 * Hot-path reads as plain `pg` on the ORM's own pool: rows come back as the driver gives them (no
 * hydration, no identity map). When `signal` aborts (the HTTP client went away) the statement is
 * cancelled on the server instead of running to its end for nobody.
 */
export async function queryRows<T>(
  em: EntityManager,
  text: string,
  values: unknown[],
  signal?: AbortSignal,
): Promise<T[]> {
  const pool = await em.getConnection().getNativeClient();
  if (!signal) {
    return (await pool.query(text, values)).rows as T[];
  }
  signal.throwIfAborted();
  const client = await pool.connect();
  const cancel = () => {
    const pid = (client as TPgClient).processID;
    void pool.query('select pg_cancel_backend($1)', [pid]).catch(() => {});
  };
  signal.addEventListener('abort', cancel, { once: true });
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    signal.removeEventListener('abort', cancel);
    client.release();
  }
}
