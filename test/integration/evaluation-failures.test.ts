import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { failEvaluationItem } from '../../src/services/evaluations/run-evaluation-item.ts';
import { finishedEvaluation, startInvoiceEvaluation, startServerWithLlmPeer } from '../helpers/evaluations.ts';
import type { TTestServer } from '../helpers/test-server.ts';
import { INVOICE_FACTS } from '../helpers/uploads.ts';
import { waitFor } from '../helpers/wait-for.ts';

let server: TTestServer;
let stop: () => Promise<void>;

beforeAll(async () => {
  // A model that always fails: every call answers 500.
  ({ server, stop } = await startServerWithLlmPeer([{ status: 500 }], {
    model: 'broken',
    env: { LLM_MAX_RETRIES: '0' },
  }));
});

afterAll(async () => {
  await stop();
});

/** A project with one reviewed execution (its extraction failed: the model is broken), and an evaluation of it. */
function startEvaluation(before?: (projectId: string) => Promise<void>) {
  return startInvoiceEvaluation(server, {
    extracted: 'failed',
    reviewed: INVOICE_FACTS,
    beforeStart: before && (({ projectId }) => before(projectId)),
  });
}

async function evaluate(before?: (projectId: string) => Promise<void>) {
  const { read } = await startEvaluation(before);
  return finishedEvaluation(read);
}

describe('evaluation items that cannot be evaluated', () => {
  it('finish with the model’s failure when the model always fails', async () => {
    const result = await evaluate();
    expect(result.progress).toEqual({ done: 1, total: 1 });
    expect(result.documents).toMatchObject([
      { error: 'The extraction model did not answer', baseline_error: 'The extraction model did not answer' },
    ]);
    expect(result.accuracy).toBe(0);
  });

  it('finish with an error a user can read when the item’s job fails through all its retries', async () => {
    const result = await evaluate(async (projectId) => {
      // The database refuses to start this project's evaluations: every run of the item's job fails.
      await server.app.orm.em.fork().execute(
        `create or replace function refuse_evaluation_start() returns trigger language plpgsql as $$
         begin
           if new.status = 'running' and new.project_id = '${projectId}' then
             raise exception 'evaluations of this project are refused';
           end if;
           return new;
         end $$;
         create trigger refuse_evaluation_start before update on evaluations
           for each row execute function refuse_evaluation_start();`,
      );
    }).finally(() =>
      server.app.orm.em
        .fork()
        .execute(
          'drop trigger if exists refuse_evaluation_start on evaluations; drop function if exists refuse_evaluation_start()',
        ),
    );
    expect(result.progress).toEqual({ done: 1, total: 1 });
    const internal = 'The extraction failed because of an internal error. Try again later.';
    expect(result.documents).toMatchObject([{ error: internal, baseline_error: internal }]);
    expect(result.accuracy).toBe(0);
  });

  it('finish when the write that completes the evaluation failed once after the last item was stored', async () => {
    const db = server.app.orm.em.fork();
    let evaluationId = '';
    try {
      const started = await startEvaluation(async (projectId) => {
        // The first completion of this project's evaluation fails (after its last item was stored);
        // a sequence counts outside the rolled-back transaction.
        await db.execute(
          `create sequence if not exists refuse_completion_once;
           create or replace function refuse_completion_once() returns trigger language plpgsql as $$
           begin
             if new.status = 'success' and new.project_id = '${projectId}' then
               if nextval('refuse_completion_once') = 1 then
                 raise exception 'the first completion is refused';
               end if;
             end if;
             return new;
           end $$;
           create trigger refuse_completion_once before update on evaluations
             for each row execute function refuse_completion_once();`,
        );
      });
      evaluationId = started.id;
      // Every job of the evaluation's items has run to its end (none queued or running).
      await waitFor(
        'the item jobs to end',
        async () => {
          const [open] = await db.execute<{ count: string }[]>(
            `select (select count(*) from evaluation_items where evaluation_id = ? and state <> 'done')
               + (select count(*) from agenda_jobs j join evaluation_items i on j.data->>'itemId' = i.id::text
                  where i.evaluation_id = ? and j.name = 'evaluation.document'
                    and (j.next_run_at is not null or j.locked_at is not null)) as count`,
            [evaluationId, evaluationId],
          );
          const [refused] = await db.execute<{ is_called: boolean }[]>('select is_called from refuse_completion_once');
          return Number(open?.count) === 0 && refused?.is_called;
        },
        { timeoutMs: 40_000 },
      );
      const result = await started.read();
      expect(result.status).toBe('success');
      expect(result.accuracy).toBe(0);
    } finally {
      await db.execute(
        'drop trigger if exists refuse_completion_once on evaluations; drop function if exists refuse_completion_once(); drop sequence if exists refuse_completion_once',
      );
    }
  });

  it('a run giving up leaves alone an item another run has taken over', async () => {
    const started = await startEvaluation();
    await waitFor('the evaluation to finish', async () => (await started.read()).status === 'success', {
      timeoutMs: 40_000,
    });
    const db = server.app.orm.em.fork();
    // Another run claims the item again (as after a stall of the first one) and is still working on it.
    const [item] = await db.execute<{ id: string; token: string }[]>(
      `update evaluation_items set state = 'running', started_at = clock_timestamp(), candidate_error = null
       where evaluation_id = ? returning id, started_at::text as token`,
      [started.id],
    );
    await db.execute(`update evaluations set status = 'running', completed_at = null where id = ?`, [started.id]);
    // The stalled run's job fails on its last attempt.
    await failEvaluationItem({ em: server.app.orm.em.fork(), itemId: item?.id ?? '' });
    const [after] = await db.execute<{ state: string; token: string | null; candidate_error: string | null }[]>(
      'select state, started_at::text as token, candidate_error from evaluation_items where id = ?',
      [item?.id],
    );
    expect(after).toEqual({ state: 'running', token: item?.token, candidate_error: null });
    expect((await started.read()).status).toBe('running');
  });
});
