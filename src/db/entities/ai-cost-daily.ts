import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Project } from './project.ts';

/**
 * AI spend per project and UTC day, kept by a trigger on ai_requests (see AiRequest), so the admin
 * cost charts read ~one row per project and day instead of every request. Spend stays counted when
 * its execution is deleted: the money was spent.
 */
export const AiCostDaily = defineEntity({
  name: 'AiCostDaily',
  tableName: 'ai_cost_daily',
  properties: {
    day: p.date().primary(),
    project: () => p.manyToOne(Project).primary().deleteRule('cascade'),
    totalCost: p.decimal('number').precision(18).scale(6).default(0),
    requests: p.integer().default(0),
  },
});

export type TAiCostDaily = InferEntity<typeof AiCostDaily>;
