import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TChatRequest = {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: {
    type: string;
    json_schema?: { name?: string; schema: Record<string, unknown>; strict?: boolean };
  };
  logprobs?: boolean;
};

export type TPeerAnswer =
  | { status: number; body?: unknown; headers?: Record<string, string> }
  | {
      content: unknown;
      promptTokens?: number;
      completionTokens?: number;
      /** Token log-probabilities of the content, returned as OpenAI does when asked (`logprobs: true`). */
      logprobs?: { token: string; logprob: number }[];
    }
  /** The message content as given, not JSON-encoded: broken JSON, prose. */
  | { text: string; promptTokens?: number; completionTokens?: number };

/**
 * An OpenAI-compatible chat-completions server on loopback that answers from a script: each
 * request takes the next answer (the last one repeats). It records what it was asked.
 */
export async function startLlmPeer(answers: TPeerAnswer[] | ((request: TChatRequest) => TPeerAnswer)) {
  const requests: TChatRequest[] = [];
  let next = 0;
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (chunk) => {
        data += chunk;
      });
      req.on('end', () => resolve(data));
    });
  const server: Server = createServer(async (req, res) => {
    const body = JSON.parse((await readBody(req)) || '{}') as TChatRequest;
    requests.push(body);
    const answer =
      typeof answers === 'function' ? answers(body) : (answers[Math.min(next++, answers.length - 1)] as TPeerAnswer);
    if ('status' in answer) {
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(JSON.stringify(answer.body ?? { error: { message: 'scripted failure', type: 'server_error' } }));
      return;
    }
    const promptTokens = answer.promptTokens ?? 1000;
    const completionTokens = answer.completionTokens ?? 200;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: 'text' in answer ? answer.text : JSON.stringify(answer.content) },
            finish_reason: 'stop',
            ...('logprobs' in answer && answer.logprobs
              ? { logprobs: { content: answer.logprobs.map((entry) => ({ ...entry, top_logprobs: [] })) } }
              : {}),
          },
        ],
        usage: {
          prompt_tokens: promptTokens,
          completion_tokens: completionTokens,
          total_tokens: promptTokens + completionTokens,
        },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
