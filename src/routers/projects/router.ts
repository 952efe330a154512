import { router } from '../../trpc/init.ts';
import { copyRevisionProcedure } from './copy-revision.ts';
import { createRevisionProcedure } from './create-revision.ts';
import { deleteExecutionProcedure } from './delete-execution.ts';
import { deleteProjectProcedure } from './delete-project.ts';
import { executionStatisticsProcedure } from './execution-statistics.ts';
import { getExecutionProcedure } from './get-execution.ts';
import { getExecutionDocumentsProcedure } from './get-execution-documents.ts';
import { getLatestRevisionProcedure } from './get-latest-revision.ts';
import { getProjectProcedure } from './get-project.ts';
import { getRevisionProcedure } from './get-revision.ts';
import { getUploadProcedure } from './get-upload.ts';
import { listExecutionsProcedure } from './list-executions.ts';
import { listRevisionsProcedure } from './list-revisions.ts';
import { rerunExecutionProcedure } from './rerun-execution.ts';
import { restoreRevisionProcedure } from './restore-revision.ts';
import { updateProjectProcedure } from './update-project.ts';

/** `projects.*`: a project, its revisions and its executions. Each procedure lives in the file of its name. */
export const projectsRouter = router({
  get: getProjectProcedure,
  update: updateProjectProcedure,
  delete: deleteProjectProcedure,
  listRevisions: listRevisionsProcedure,
  createRevision: createRevisionProcedure,
  getLatestRevision: getLatestRevisionProcedure,
  getRevision: getRevisionProcedure,
  copyRevision: copyRevisionProcedure,
  restoreRevision: restoreRevisionProcedure,
  listExecutions: listExecutionsProcedure,
  executionStatistics: executionStatisticsProcedure,
  getExecution: getExecutionProcedure,
  getExecutionDocuments: getExecutionDocumentsProcedure,
  getUpload: getUploadProcedure,
  rerunExecution: rerunExecutionProcedure,
  deleteExecution: deleteExecutionProcedure,
});
