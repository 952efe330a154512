import type { MikroORM } from '@mikro-orm/postgresql';
import { legacyCodedDeliveryError, legacyCodedDescription, legacyCodedLine } from '../../i18n/legacy-coded-lines.ts';
import type { TCodedMessage } from '../../i18n/types.ts';

/** Rows per transaction: each batch locks only its own rows, for a few milliseconds. */
export const CODE_BATCH = 500;

const FIRST_ID = '00000000-0000-0000-0000-000000000000';

type TTable = {
  table: string;
  /** Selected as "text": what the batch reads back; rows without it need no code. */
  select: string;
  /** Rows still to code (the added columns are null until then) that no node has in hand any more. */
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
  code(row: Record<string, unknown>): Record<string, TCodedMessage | TCodedMessage[]>;
};

// Names are this file's constants, never input.
const TABLES: TTable[] = [
  {
    table: 'executions',
    select: '"errors", "warnings"',
    pending: `"error_details" is null and "status" not in ('pending', 'running')`,
    inFlight: `"error_details" is null and "status" in ('pending', 'running')`,
    columns: ['error_details', 'warning_details'],
    code: (row) => ({
      error_details: (row.errors as string[]).map(legacyCodedLine),
      warning_details: (row.warnings as string[]).map(legacyCodedLine),
    }),
  },
  {
    table: 'deliveries',
    select: '"error"',
    pending: `"error_detail" is null and "error" is not null and "error" <> '' and ("state" <> 'pending' or "is_test")`,
    // A delivery waiting for its retry: an old node writes its next error without a code.
    inFlight: `"error_detail" is null and "error" is not null and "error" <> '' and "state" = 'pending' and not "is_test"`,
    columns: ['error_detail'],
    code: (row) => ({ error_detail: legacyCodedDeliveryError(row.error as string) }),
  },
  {
    table: 'team_events',
    select: '"description"',
    pending: `"description_detail" is null and "description" is not null and "description" <> ''`,
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
 * that only added the columns. In batches by primary key, each its own short transaction that
 * locks its rows (skipping rows a writer holds) and sets only columns still null: idempotent, safe
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
 * How many rows without codes a node still works on (see TTable.inFlight): while there are any,
 * the backfill is not finished, as an old node may finish them without codes.
 */
export async function countUncodedInFlight(orm: MikroORM): Promise<number> {
  const connection = orm.em.fork().getConnection();
  let count = 0;
  for (const { table, inFlight } of TABLES) {
    const [row] = await connection.execute<{ count: string }[]>(
      `select count(*) as "count" from "${table}" where ${inFlight}`,
    );
    count += Number(row?.count ?? 0);
  }
  return count;
}

async function codeTable(spec: TTable, options: TCodeOldMessagesOptions): Promise<number> {
  const { orm, batchSize = CODE_BATCH, afterBatch, signal } = options;
  const { table, select, pending, columns } = spec;
  let after = FIRST_ID;
  let count = 0;
  for (;;) {
    if (signal?.aborted) {
      return count;
    }
    const batch = await orm.em.fork().transactional(async (em) => {
      const connection = em.getConnection();
      const rows = await connection.execute<Record<string, unknown>[]>(
        `select "id", ${select} from "${table}" where ${pending} and "id" > ? order by "id" limit ${batchSize}
         for update skip locked`,
        [after],
        'all',
        em.getTransactionContext(),
      );
      if (rows.length > 0) {
        const values = rows.map((row) => ({ id: row.id, ...spec.code(row) }));
        const set = columns.map((column) => `"${column}" = v."${column}"`).join(', ');
        const record = columns.map((column) => `"${column}" jsonb`).join(', ');
        await connection.execute(
          `update "${table}" t set ${set} from jsonb_to_recordset(?::jsonb) as v("id" uuid, ${record})
           where t."id" = v."id" and t."${columns[0]}" is null`,
          [JSON.stringify(values)],
          'run',
          em.getTransactionContext(),
        );
      }
      return rows;
    });
    if (batch.length === 0) {
      return count;
    }
    count += batch.length;
    after = batch[batch.length - 1]?.id as string;
    await afterBatch?.();
  }
}
