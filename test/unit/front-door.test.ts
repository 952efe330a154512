import { describe, expect, it } from '@jest/globals';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import request from 'supertest';
import { inSequence } from '../../src/http/front-door.ts';

// The front door's CSRF check and input guard run as one step (inSequence); no request makes the
// CSRF check fail today, so the composition is tested with steps that do.
function serverWith(first: RequestHandler, second: RequestHandler) {
  const server = express();
  server.use(inSequence(first, second));
  server.get('/api/v1/thing', (_req, res) => {
    res.json({ reached: 'route' });
  });
  const answerError: ErrorRequestHandler = (error: Error, _req, res, _next) => {
    res.status(500).json({ failedWith: error.message });
  };
  server.use(answerError);
  return server;
}

describe('front door steps in sequence', () => {
  it('passes an error from the first step to the error handler, without running the second', async () => {
    const secondRan: string[] = [];
    const server = serverWith(
      (_req, _res, next) => next(new Error('csrf step failed')),
      (req, _res, next) => {
        secondRan.push(req.path);
        next();
      },
    );
    const response = await request(server).get('/api/v1/thing').expect(500);
    expect(response.body).toEqual({ failedWith: 'csrf step failed' });
    expect(secondRan).toEqual([]);
  });

  it('runs both steps, then the route, when neither fails; an error of the second also reaches the handler', async () => {
    const passing: RequestHandler = (_req, _res, next) => next();
    await request(serverWith(passing, passing)).get('/api/v1/thing').expect(200, { reached: 'route' });
    const failingSecond = serverWith(passing, (_req, _res, next) => next(new Error('guard failed')));
    await request(failingSecond).get('/api/v1/thing').expect(500, { failedWith: 'guard failed' });
  });
});
