/** What a `pg` client handed out by a pool offers here (the ORM's and the job queue's have their own `pg`). */
type TPooledClient = {
  release?: (error?: Error | boolean) => void;
  on(event: 'end', listener: () => void): unknown;
};

/** What releaseCutConnections needs of a `pg` pool. */
type TPgPool = {
  on(event: 'connect' | 'acquire', listener: (client: TPooledClient) => void): unknown;
  on(event: 'release', listener: (error: unknown, client: TPooledClient) => void): unknown;
};

/**
 * Gives a connection back to `pool` when it is cut (failover, pg_terminate_backend) while checked out
 * and its holder never releases it. Kysely (under MikroORM) releases a transaction's connection only
 * after a successful COMMIT or ROLLBACK, so a transaction whose connection is cut keeps it for good:
 * pg counts it against the pool's max (after DATABASE_POOL_MAX such cuts every query waited out the
 * connection timeout) and `pool.end()` waits for it forever (the shutdown never finished, and a process
 * that survived a failover exited 1 when its hard shutdown timer fired). Called for each pool the
 * moment it is made, before any connection is handed out.
 */
export function releaseCutConnections(pool: TPgPool): void {
  const checkedOut = new WeakSet<TPooledClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('end', () => {
      if (!checkedOut.has(client)) {
        return;
      }
      const release = client.release;
      // Its holder may still release it after its failed query (kysely does, outside transactions):
      // pg throws on a second release, and there is nothing left to give back.
      client.release = () => {};
      // With an error, the pool drops the client instead of handing it out again.
      release?.(new Error('The connection was cut while checked out'));
    });
  });
}
