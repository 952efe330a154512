import { AiCostDaily } from './ai-cost-daily.ts';
import { AiRequest } from './ai-request.ts';
import { ApiKey } from './api-key.ts';
import { Delivery } from './delivery.ts';
import { Document } from './document.ts';
import { EmailToken } from './email-token.ts';
import { Evaluation, EvaluationItem } from './evaluation.ts';
import { Execution } from './execution.ts';
import { ExecutionDocument } from './execution-document.ts';
import { Invite } from './invite.ts';
import { MaintenanceMarker } from './maintenance-marker.ts';
import { Output } from './output.ts';
import { Project } from './project.ts';
import { ProjectRevision } from './project-revision.ts';
import { RateLimit } from './rate-limit.ts';
import { Session } from './session.ts';
import { Team } from './team.ts';
import { TeamEvent } from './team-event.ts';
import { TeamMember } from './team-member.ts';
import { User } from './user.ts';

/** Every entity the ORM knows; migrations are generated from these. */
export const entities = [
  User,
  Session,
  EmailToken,
  RateLimit,
  MaintenanceMarker,
  Team,
  TeamMember,
  Invite,
  Project,
  ProjectRevision,
  ApiKey,
  TeamEvent,
  Document,
  Execution,
  ExecutionDocument,
  AiRequest,
  AiCostDaily,
  Output,
  Delivery,
  Evaluation,
  EvaluationItem,
];
