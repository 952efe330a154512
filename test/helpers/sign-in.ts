import request from 'supertest';

export type TSignedInAgent = ReturnType<typeof request.agent>;

/** A cookie-keeping client signed in as the given user over REST. */
export async function signedInAgent(
  baseUrl: string,
  credentials: { email: string; password: string; two_factor_token?: string },
  userAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
): Promise<TSignedInAgent> {
  const agent = request.agent(baseUrl).set('User-Agent', userAgent);
  const response = await agent.post('/api/v1/auth/login').send(credentials);
  if (response.status !== 200) {
    throw new Error(`Sign-in failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return agent;
}
