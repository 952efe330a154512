import type { EntityManager } from '@mikro-orm/postgresql';
import { sendCancelRequest, type TCancellable } from './cancel-request.ts';
import { marked } from './connection-errors.ts';

/**
 * What these reads need of an EntityManager: the ORM's connection, for its pool. Nothing is read
 * into or from an identity map, so the root EntityManager (`app.orm.em`) serves as well as a fork:
 * hot paths need not fork one per request (MikroORM's fork was ~3 % of a list call's CPU).
 */
export type TSqlSource = Pick<EntityManager, 'getConnection'>;

/**
 * Hot-path reads as plain `pg` on the ORM's own pool: rows come back as the driver gives them (no
 * hydration, no identity map). When `signal` aborts (the HTTP client went away) the statement is
 * cancelled on the server instead of running to its end for nobody.
 */
export function queryRows<T>(em: TSqlSource, text: string, values: unknown[], signal?: AbortSignal): Promise<T[]> {
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
  em: TSqlSource,
  text: string,
  values: unknown[],
  signal?: AbortSignal,
): Promise<T[]> {
  const name = statementName(text);
  try {
    return await run<T>(em, { name, text, values }, signal);
  } catch (error) {
    // A column changed its type under a prepared statement: prepare it anew, under a new name (once,
    // even when several calls failed on the old name at the same time).
    if (isStalePlan(error)) {
      forgetName(text, name);
      return run<T>(em, { name: statementName(text), text, values }, signal);
    }
    throw error;
  }
}

/** `0A000` also means "not supported" for many a mistake; only this one is cured by preparing again. */
function isStalePlan(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return code === '0A000' && message === 'cached plan must not change result type';
}

type TStatement = { name?: string; text: string; values: unknown[] };

/** The parts of a pooled `pg` client used here; `parsedStatements` is where pg notes what it prepared. */
type TPgClient = TCancellable & {
  connection: { parsedStatements: Record<string, string> };
  query(statement: TStatement | string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  query(statement: TStatement, callback: (error: Error | null, result: { rows: unknown[] }) => void): void;
  release(destroy?: boolean): void;
};

/**
 * The statement's rows, from `pg`'s callback form of `query`. Its promise form (`client.query(statement)`
 * without a callback) made the rows of list pages outlive minor collections in the running server:
 * ~10 MB promoted to the old generation per scavenge, each scavenge 15–75 ms instead of 1–5 ms, and
 * a full collection every few hundred calls (bench:list-cost, --trace-gc). The same statement through
 * this promise promotes nothing. Results and errors are the same (pg's promise form only rewrites an
 * error's stack trace).
 */
function rowsOf(client: TPgClient, statement: TStatement): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    // Marked here, not by markDatabaseErrors's wrapper: see markingFailures.
    client.query(statement, (error, result) => (error ? reject(marked(error)) : resolve(result.rows)));
  });
}

/** Per signal, the cancels of its statements still running (see watch). */
const watched = new WeakMap<AbortSignal, Set<() => void>>();

/**
 * Calls `cancel` when `signal` aborts, until the returned function is called. One 'abort' listener
 * per signal (a request's), however many statements it runs: EventTarget's add and remove for each
 * statement were ~1.5 % of a list call's CPU.
 */
function watch(signal: AbortSignal, cancel: () => void): () => void {
  let cancels = watched.get(signal);
  if (!cancels) {
    const running = new Set<() => void>();
    cancels = running;
    watched.set(signal, running);
    signal.addEventListener(
      'abort',
      () => {
        for (const cancelOne of [...running]) {
          cancelOne();
        }
        running.clear();
      },
      { once: true },
    );
  }
  const set = cancels;
  set.add(cancel);
  return () => set.delete(cancel);
}

async function run<T>(em: TSqlSource, statement: TStatement, signal?: AbortSignal): Promise<T[]> {
  const pool = await em.getConnection().getNativeClient();
  signal?.throwIfAborted();
  const client = (await pool.connect()) as unknown as TPgClient;
  // A cancel still on its way could land after this statement and cancel the next caller's there,
  // so such a connection is closed rather than pooled. A cancel is done once the server has closed
  // its socket (a signal that finds the backend idle does nothing). Closing every cancelled
  // connection instead halved the chart's throughput at 50 connections (bench:data).
  let cancelling: Promise<void> | undefined;
  let cancelDone = false;
  const cancel = () => {
    cancelling = sendCancelRequest(client);
    cancelling.then(
      () => {
        cancelDone = true;
      },
      () => {},
    );
  };
  let endedByCancel = false;
  const stopWatching = signal ? watch(signal, cancel) : undefined;
  try {
    // The client may have left while a pooled connection was awaited.
    signal?.throwIfAborted();
    if (statement.name && namesForgotten - (forgottenSeen.get(client) ?? 0) >= FORGOTTEN_BATCH) {
      await deallocateForgotten(client);
    }
    return (await rowsOf(client, statement)) as T[];
  } catch (error) {
    endedByCancel = isCancelledByUs(error, cancelling !== undefined);
    throw error;
  } finally {
    stopWatching?.();
    if (cancelling && !cancelDone && endedByCancel) {
      // Our cancel ended the statement, but it is not done: PostgreSQL signals the backend twice
      // for one cancel request (its process, then its process group), and the second signal ended
      // the next caller's statement on this connection when it was pooled at once
      // (test/integration/query-cancel-race.test.ts). The caller has its error now; the connection
      // goes back when the server has closed the cancel's socket.
      cancelling.then(
        () => client.release(),
        () => client.release(true),
      );
    } else {
      client.release(cancelling !== undefined && !cancelDone);
    }
  }
}

/**
 * The statement ended because of our cancel: PostgreSQL's code for a cancelled statement, and a
 * cancel of ours was sent for it. Not by the message, which follows the server's lc_messages (a
 * German server's cancel was taken for something else and its connection closed). A statement
 * timeout has the same code: without a cancel of ours it is not ours; with one sent as well, the
 * connection waiting for that cancel to be done before it is pooled is what it needs either way.
 */
function isCancelledByUs(error: unknown, cancelSent: boolean): boolean {
  return cancelSent && (error as { code?: string } | null)?.code === '57014';
}

/**
 * Statement texts and their names, least recently used first; `pg` prepares a name once per
 * connection (and a name is never given to a second text: a connection may still hold the first).
 */
const preparedNames = new Map<string, string>();
/** Beyond this many texts the least recently used one loses its name (a bound on what each connection keeps). */
const MAX_PREPARED = 500;
const NAME_PREFIX = 'docstruct_';
let namesGiven = 0;
/** Names taken from their text so far; a connection deallocates its own once a batch has gathered. */
let namesForgotten = 0;
const FORGOTTEN_BATCH = 32;
/** `namesForgotten` when each pooled client last deallocated. */
const forgottenSeen = new WeakMap<TPgClient, number>();

function statementName(text: string): string {
  let name = preparedNames.get(text);
  if (name) {
    // Most recently used last: a statement run on every call (the API-key lookup) is never the one evicted.
    preparedNames.delete(text);
  } else {
    const [oldest] = preparedNames;
    if (oldest && preparedNames.size >= MAX_PREPARED) {
      forgetName(oldest[0], oldest[1]);
    }
    name = `${NAME_PREFIX}${++namesGiven}`;
  }
  preparedNames.set(text, name);
  return name;
}

/** Takes `name` from `text`, unless the text has another name by now. */
function forgetName(text: string, name: string): void {
  if (preparedNames.get(text) === name) {
    preparedNames.delete(text);
    namesForgotten++;
  }
}

/**
 * Frees the statements this connection prepared under names since taken from their text (pg notes
 * each name's text per connection). Called once per batch of forgotten names (the caller checks, so
 * the hot path awaits nothing extra): a workload cycling through more texts than the bound costs one
 * extra round trip per batch, not per call.
 */
async function deallocateForgotten(client: TPgClient): Promise<void> {
  forgottenSeen.set(client, namesForgotten);
  const parsed = client.connection.parsedStatements;
  const names = Object.keys(parsed).filter(
    (name) => name.startsWith(NAME_PREFIX) && preparedNames.get(parsed[name] ?? '') !== name,
  );
  if (names.length === 0) {
    return;
  }
  await client.query(names.map((name) => `deallocate ${name}`).join('; '));
  for (const name of names) {
    delete parsed[name];
  }
}
