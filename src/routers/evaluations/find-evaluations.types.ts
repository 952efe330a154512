import { ZPageInput } from '../paging.ts';
import { ZProjectId } from '../projects/projects.types.ts';

export const ZFindEvaluationsInput = ZPageInput.extend({ projectId: ZProjectId });
