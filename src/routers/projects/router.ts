import { router } from '../../trpc/init.ts';
import {
  deleteExecution,
  executionStatistics,
  getExecution,
  getExecutionDocuments,
  getUpload,
  listExecutions,
  rerunExecution,
} from '../executions/procedures.ts';
import { deleteProject, getProject, updateProject } from './projects.ts';
import {
  copyRevision,
  createRevision,
  getLatestRevisionOfProject,
  getRevision,
  listRevisions,
  restoreRevision,
} from './revisions.ts';

export const projectsRouter = router({
  get: getProject,
  update: updateProject,
  delete: deleteProject,
  listRevisions,
  createRevision,
  getLatestRevision: getLatestRevisionOfProject,
  getRevision,
  copyRevision,
  restoreRevision,
  listExecutions,
  executionStatistics,
  getExecution,
  getExecutionDocuments,
  getUpload,
  rerunExecution,
  deleteExecution,
});
