import { defineEntity, p, sql } from '@mikro-orm/core';

/**
 * A one-time maintenance step that is finished (e.g. `code-old-messages`), so a worker start does not begin it
 * again. Written and read by plain SQL (services/maintenance/maintenance-markers.ts); declared here so the schema
 * diff knows the table.
 */
export const MaintenanceMarker = defineEntity({
  name: 'MaintenanceMarker',
  tableName: 'maintenance_markers',
  properties: {
    name: p.text().primary(),
    doneAt: p.datetime().default(sql.now()),
  },
});
