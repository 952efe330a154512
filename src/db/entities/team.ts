import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { baseProperties } from './base.ts';

export const Team = defineEntity({
  name: 'Team',
  tableName: 'teams',
  properties: {
    ...baseProperties,
    name: p.string().length(25),
  },
});

export type TTeam = InferEntity<typeof Team>;
