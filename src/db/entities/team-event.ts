import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { TCodedMessage, TMessageParams } from '../../i18n/types.ts';
import { ApiKey } from './api-key.ts';
import { baseProperties } from './base.ts';
import { Project } from './project.ts';
import { Team } from './team.ts';
import { User } from './user.ts';

export const TEAM_EVENT_TYPES = ['success', 'info', 'warning', 'error'] as const;
export type TTeamEventType = (typeof TEAM_EVENT_TYPES)[number];

/** The team's audit trail: who (user or key) changed what. Paged newest first. */
export const TeamEvent = defineEntity({
  name: 'TeamEvent',
  tableName: 'team_events',
  indexes: [{ properties: ['team', 'createdAt'] }],
  properties: {
    ...baseProperties,
    team: () => p.manyToOne(Team).deleteRule('cascade'),
    /** English text, kept for rows written before codes existed; new rows render from `code`. */
    title: p.string().length(200),
    /** Stable message code (`event.project_created`) rendered per language with `params`. */
    code: p.string().length(100).nullable(),
    params: p.json<TMessageParams>().nullable(),
    /** English text, kept for readers of the column; the API renders `descriptionDetail`. */
    description: p.text().default(''),
    /** The description by code and values as written (null: none, or a row no migration has coded). */
    descriptionDetail: p.json<TCodedMessage>().nullable(),
    eventType: p.enum(TEAM_EVENT_TYPES),
    initiatedByUser: () => p.manyToOne(User).nullable().deleteRule('set null'),
    initiatedByApiKey: () => p.manyToOne(ApiKey).nullable().deleteRule('set null'),
    project: () => p.manyToOne(Project).nullable().deleteRule('set null'),
    projectExecutionId: p.uuid().nullable(),
    /** The site admin who acted while impersonating the initiating user, if any. */
    impersonatorUser: () => p.manyToOne(User).nullable().deleteRule('set null'),
  },
});

export type TTeamEvent = InferEntity<typeof TeamEvent>;
