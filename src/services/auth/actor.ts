/** Who is calling, derived from the database for every request, never from input. */
export type TUserActor = {
  kind: 'user';
  userId: string;
  siteRole: 'admin' | 'user';
  sessionId: string;
  /** Set while a site admin acts as this user; every write is attributed to both. */
  impersonatorUserId?: string;
};

export type TApiKeyActor = {
  kind: 'api_key';
  apiKeyId: string;
  teamId: string;
  allowAllProjects: boolean;
  projectIds: string[];
};

export type TActor = TUserActor | TApiKeyActor;
