import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { TApp } from '../../app.ts';
import type { TActor } from './actor.ts';

/**
 * Who is calling, from the session cookie or (REST only) an API key. Until the accounts
 * issue lands there are no credentials to check, so every caller is anonymous.
 */
export async function resolveActor(_options: {
  app: TApp;
  em: EntityManager;
  req: Request;
  res: Response;
  transport: 'trpc' | 'rest';
}): Promise<TActor | null> {
  return null;
}
