import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startLlmPeer } from './llm-peer.ts';
import { INVOICE_FACTS } from './uploads.ts';

/**
 * An OpenAI-compatible model whose answers wait behind a gate the test opens: "an extraction is
 * in flight" becomes a state the test controls instead of a race against the clock.
 */
export async function startGatedLlm() {
  const peer = await startLlmPeer(() => ({
    content: { result: INVOICE_FACTS, title: 'Invoice', citations: [] },
    promptTokens: 10,
    completionTokens: 10,
  }));
  let open = false;
  let release: () => void = () => {};
  let opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held = { count: 0 };
  /** Requests whose caller hung up before the answer (a cancelled model call). */
  const aborted = { count: 0 };
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (chunk) => {
        data += chunk;
      });
      req.on('end', () => resolve(data));
    });
  const server = createServer(async (req, res) => {
    res.on('close', () => {
      if (!res.writableFinished) {
        aborted.count++;
      }
    });
    const body = await readBody(req);
    held.count++;
    await opened;
    held.count--;
    const answer = await fetch(`${peer.baseUrl}${(req.url ?? '').replace(/^\/v1/, '')}`, {
      method: req.method,
      headers: { 'content-type': 'application/json' },
      body,
    });
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(await answer.text());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    /** Requests waiting at the gate now. */
    held,
    aborted,
    open() {
      open = true;
      release();
    },
    close() {
      if (!open) {
        release();
      }
      opened = Promise.resolve();
      server.closeAllConnections();
      return Promise.all([new Promise<void>((resolve) => server.close(() => resolve())), peer.close()]);
    },
  };
}
