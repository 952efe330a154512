import { router } from '../../trpc/init.ts';
import { copyRevisionRoute } from './copy-revision.ts';
import { createRevisionRoute } from './create-revision.ts';
import { deleteExecutionRoute } from './delete-execution.ts';
import { deleteProjectRoute } from './delete-project.ts';
import { executionStatisticsRoute } from './execution-statistics.ts';
import { getExecutionRoute } from './get-execution.ts';
import { getExecutionDocumentsRoute } from './get-execution-documents.ts';
import { getLatestRevisionRoute } from './get-latest-revision.ts';
import { getProjectRoute } from './get-project.ts';
import { getRevisionRoute } from './get-revision.ts';
import { getUploadRoute } from './get-upload.ts';
import { listExecutionsRoute } from './list-executions.ts';
import { listRevisionsRoute } from './list-revisions.ts';
import { rerunExecutionRoute } from './rerun-execution.ts';
import { restoreRevisionRoute } from './restore-revision.ts';
import { updateProjectRoute } from './update-project.ts';

/** `projects.*`: a project, its revisions and its executions. Each procedure lives in the file of its name. */
export const projectsRouter = router({
  get: getProjectRoute,
  update: updateProjectRoute,
  delete: deleteProjectRoute,
  listRevisions: listRevisionsRoute,
  createRevision: createRevisionRoute,
  getLatestRevision: getLatestRevisionRoute,
  getRevision: getRevisionRoute,
  copyRevision: copyRevisionRoute,
  restoreRevision: restoreRevisionRoute,
  listExecutions: listExecutionsRoute,
  executionStatistics: executionStatisticsRoute,
  getExecution: getExecutionRoute,
  getExecutionDocuments: getExecutionDocumentsRoute,
  getUpload: getUploadRoute,
  rerunExecution: rerunExecutionRoute,
  deleteExecution: deleteExecutionRoute,
});
