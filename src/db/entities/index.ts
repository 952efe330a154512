import { EmailToken } from './email-token.ts';
import { RateLimit } from './rate-limit.ts';
import { Session } from './session.ts';
import { User } from './user.ts';

/** Every entity the ORM knows; migrations are generated from these. */
export const entities = [User, Session, EmailToken, RateLimit];
