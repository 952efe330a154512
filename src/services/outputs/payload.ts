import { toDocument, toExecution } from '../../contracts/executions.ts';
import type { TExecution } from '../../db/entities/execution.ts';
import type { TTriggerEvent } from '../../db/entities/output.ts';
import type { TProject } from '../../db/entities/project.ts';
import type { TDeliveryPayload } from '../../delivery/types.ts';

/** `{ type: "execution.<status>", timestamp, data: { execution, project, documents } }`; needs documents populated. */
export function buildPayload(options: {
  execution: TExecution;
  project: TProject;
  status: TTriggerEvent;
}): TDeliveryPayload {
  const { execution, project, status } = options;
  return {
    type: `execution.${status}`,
    timestamp: new Date().toISOString(),
    data: {
      execution: { ...toExecution(execution), sources: execution.sources ?? null },
      project: { id: project.id, name: project.name, slug: project.slug },
      documents: execution.documents.getItems().map(toDocument),
    },
  };
}

/** What "send test" delivers: the shape of a real payload with sample values. */
export function samplePayload(project: TProject): TDeliveryPayload {
  const now = new Date().toISOString();
  return {
    type: 'execution.success',
    timestamp: now,
    data: {
      execution: {
        id: '00000000-0000-4000-8000-000000000000',
        project_id: project.id,
        status: 'success',
        title: 'Test delivery from Docstruct',
        reference: 'test',
        json_result: { example: true },
        errors: [],
        warnings: [],
        created_at: now,
      },
      project: { id: project.id, name: project.name, slug: project.slug },
      documents: [],
    },
  };
}
