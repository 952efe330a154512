import type { MikroORM } from '@mikro-orm/postgresql';
import { retryOnDisconnect } from '../../db/connection-errors.ts';
import { legacyCodedDeliveryError, legacyCodedDescription, legacyCodedLine } from '../../i18n/legacy-coded-lines.ts';
import type { TCodedMessage } from '../../i18n/types.ts';

/** Rows per transaction: each batch locks only its own rows, for a few milliseconds. */
export const CODE_BATCH = 500;

const FIRST_ID = '00000000-0000-0000-0000-000000000000';

type TTable = {
  table: string;
  /** Selected as "text": what the batch reads back; rows without it need no code. */
  select: string;
  /**
   * Rows still to code that no node has in hand any more, as a condition on the table's alias `t`
   * (the batch's select and its update both test it, so a row coded meanwhile is left as it is).
   */
  pending: string;
  /**
   * Rows without codes that a node still works on: only an old node (before message codes) writes
   * such a row, as new nodes write the codes with the row. They are left alone, as the old node
   * writes their messages when it finishes (coding them now would leave the codes behind the text:
   * an execution coded as "no errors" while it runs, then failed by the old node); a later pass
   * codes them once finished. Each scan walks a partial index of the few unfinished rows.
   */
  inFlight: string;
  /** The coded columns, as `name jsonb` pairs of the update's record set. */
  columns: string[];
  /** The codes of the columns to write; a column left out (or null) keeps its value. */
  code(row: Record<string, unknown>): Record<string, TCodedMessage | TCodedMessage[] | null>;
};

/**
 * An execution's codes that are not of its text: none yet (written before codes), or another count
 * than its lines. New nodes write a line and its code together, so the counts differ only where an
 * OLD node finished a row that a new node had created or claimed (codes `[]`, set then): during a
 * rolling upgrade, an old node's English error beside no code at all.
 */
const staleCodes = (codes: string, text: string) =>
  `(case when jsonb_typeof(t."${codes}") <> 'array' or t."${codes}" is null then true
    when jsonb_typeof(t."${text}") = 'array' then jsonb_array_length(t."${codes}") <> jsonb_array_length(t."${text}")
    else false end)`;

/**
 * Codes read back from `text` where the row's codes are stale (selected as `stale_<column>`). Text that is
 * not an array of lines (a hand edit, a hostile writer) has no lines to read: its codes become none, and
 * the row is not stale again, so a pass does not take it up over and over (nor fail on it). An entry that is
 * not text is coded as its JSON, so that an array's codes stay as many as its lines.
 */
const codedIfStale = (row: Record<string, unknown>, column: string, text: string) => {
  if (!row[`stale_${column}`]) {
    return null;
  }
  const lines = row[text];
  // One code per entry, a stray non-text one too ("5" read as text): codes fewer than lines are stale again.
  return Array.isArray(lines)
    ? lines.map((line) => legacyCodedLine(typeof line === 'string' ? line : JSON.stringify(line)))
    : [];
};

// Names are this file's constants, never input.
const TABLES: TTable[] = [
  {
    table: 'executions',
    select: `t."errors", t."warnings", ${staleCodes('error_details', 'errors')} as "stale_error_details",
      ${staleCodes('warning_details', 'warnings')} as "stale_warning_details"`,
    pending: `(${staleCodes('error_details', 'errors')} or ${staleCodes('warning_details', 'warnings')})
      and t."status" not in ('pending', 'running')`,
    // A row stuck unfinished for a day is in no node's hand (the reconciler hands a lost run back within
    // minutes): waiting for it held the done marker back for good, a pass every hour.
    inFlight: `"error_details" is null and "status" in ('pending', 'running')
      and coalesce("heartbeat_at", "started_at", "created_at") > now() - interval '1 day'`,
    columns: ['error_details', 'warning_details'],
    code: (row) => ({
      error_details: codedIfStale(row, 'error_details', 'errors'),
      warning_details: codedIfStale(row, 'warning_details', 'warnings'),
    }),
  },
  {
    table: 'deliveries',
    select: 't."error"',
    // A delivery waiting for its next attempt is left alone, and keeps no pass waiting: its error is
    // the last attempt's, not its final one. The node that makes the final attempt writes that: with
    // its code (a new node), or as text read back when answered (an old one). Coded now, an old node's
    // later attempt would leave this code beside its own newer text (or beside no error, delivered).
    pending: `t."error_detail" is null and t."error" is not null and t."error" <> '' and (t."state" <> 'pending' or t."is_test")`,
    inFlight: 'false',
    columns: ['error_detail'],
    code: (row) => ({ error_detail: legacyCodedDeliveryError(row.error as string) }),
  },
  {
    table: 'team_events',
    select: 't."description"',
    pending: `t."description_detail" is null and t."description" is not null and t."description" <> ''`,
    // An event is written once, with its description: none is in a node's hand.
    inFlight: 'false',
    columns: ['description_detail'],
    code: (row) => ({ description_detail: legacyCodedDescription(row.description as string) }),
  },
];

export type TCodeOldMessagesOptions = {
  orm: MikroORM;
  batchSize?: number;
  /** Called after every committed batch (the job keeps its lock alive; a test stops half-way). */
  afterBatch?: () => Promise<void>;
  /** Stops between batches (a shutdown): what is committed stays, a later run does the rest. */
  signal?: AbortSignal;
};

/**
 * Codes the messages of rows written before messages were stored by code (LEGACY: their English
 * text read back with today's templates, src/i18n/legacy-coded-lines.ts), after the migrations
 * that only added the columns, and of rows whose codes are not of their text (see staleCodes). In
 * batches by primary key, each its own short transaction that locks its rows (skipping rows a
 * writer holds) and sets only columns still to code: idempotent, safe
 * beside live writers and other runs, and restartable (a stopped run loses nothing; the next one
 * finds what is left). Rows not yet coded are read back when answered, as before. Returns how many
 * rows it coded per table.
 */
export async function codeOldMessages(options: TCodeOldMessagesOptions): Promise<Record<string, number>> {
  const coded: Record<string, number> = {};
  for (const table of TABLES) {
    coded[table.table] = await codeTable(table, options);
  }
  return coded;
}

/**
 * How many rows without codes a node still works on (see TTable.inFlight), and rows still to code (a pass skips
 * those a writer holds locked): while there are any, the backfill is not finished, as an old node may finish the
 * former without codes. One more walk of each table per pass, and passes run hourly until one finds nothing.
 */
export async function countUncodedInFlight(orm: MikroORM): Promise<number> {
  const connection = orm.em.fork().getConnection();
  let count = 0;
  for (const { table, inFlight, pending } of TABLES) {
    // Rows still to code count too: the pass skips a row a writer holds locked, which is not coded yet.
    const [row] = await retryOnDisconnect(() =>
      connection.execute<{ count: string }[]>(
        `select count(*) as "count" from "${table}" t where (${inFlight}) or (${pending})`,
      ),
    );
    count += Number(row?.count ?? 0);
  }
  return count;
}

async function codeTable(spec: TTable, options: TCodeOldMessagesOptions): Promise<number> {
  const { orm, batchSize = CODE_BATCH, afterBatch, signal } = options;
  let after = FIRST_ID;
  let count = 0;
  for (;;) {
    if (signal?.aborted) {
      return count;
    }
    // A cut connection (a failover) loses only the batch in hand, which is tried again: a batch whose
    // commit was lost with its answer finds its rows coded and takes the next ones.
    const from = after;
    const batch = await retryOnDisconnect(() => codeBatch(spec, { orm, batchSize, after: from }));
    if (batch.length === 0) {
      return count;
    }
    count += batch.length;
    after = batch[batch.length - 1]?.id as string;
    await afterBatch?.();
  }
}

/** One batch in its own transaction: the next rows to code after `after`, coded; returns them. */
function codeBatch(spec: TTable, { orm, batchSize, after }: { orm: MikroORM; batchSize: number; after: string }) {
  const { table, select, pending, columns } = spec;
  return orm.em.fork().transactional(async (em) => {
    const connection = em.getConnection();
    const rows = await connection.execute<Record<string, unknown>[]>(
      `select t."id", ${select} from "${table}" t where ${pending} and t."id" > ? order by t."id" limit ${batchSize}
       for update skip locked`,
      [after],
      'all',
      em.getTransactionContext(),
    );
    if (rows.length > 0) {
      const values = rows.map((row) => ({ id: row.id, ...spec.code(row) }));
      const set = columns.map((column) => `"${column}" = coalesce(v."${column}", t."${column}")`).join(', ');
      const record = columns.map((column) => `"${column}" jsonb`).join(', ');
      await connection.execute(
        `update "${table}" t set ${set} from jsonb_to_recordset(?::jsonb) as v("id" uuid, ${record})
         where t."id" = v."id" and ${pending}`,
        [JSON.stringify(values)],
        'run',
        em.getTransactionContext(),
      );
    }
    return rows;
  });
}
